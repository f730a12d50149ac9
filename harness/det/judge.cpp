// The deterministic debates' judge (seed 001): a play of Fig. 4 (recursive bisection), Fig. 1
// (cross-examination) or Fig. 3 (witness, then Fig. 1 on (x, w)) on a `debref det --machine`
// machine, in the forms the reference already uses: configurations {"state", "head", "tape"} as
// the det claims' counterexamples print them, records [write, state, head] as `debref det
// --protocol crossexam` prints the transcript. Every verifier check is re-derived by the
// reference (reference/det: valid, step, check_location, crossexam_verdict).
#include "harness/core/judge.hpp"

#include "harness/det/json.hpp"
#include "harness/io/input.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"

namespace debref::judge {

namespace {

using nlohmann::json;

/// A rule the transcript broke. `verifier` rules are V's own checks: V outputs 0 and the play is
/// a legitimate one A lost; the others say the record is not a play of the reference game.
struct DetBroken {
  Broken broken;
  bool verifier = false;
};

/// {"state", "head", "tape"} (harness/det/json.hpp config_json): any message A may send;
/// validity against M is a rule, not an input error.
det::Config config(const json& j, const std::string& field) {
  if (!j.is_object()) throw InputError(field + ": must be an object {state, head, tape}");
  for (const auto& item : j.items())
    if (item.key() != "state" && item.key() != "head" && item.key() != "tape")
      throw InputError(field + "." + item.key() + ": unknown field (allowed: state, head, tape)");
  for (const char* key : {"state", "head", "tape"})
    if (!j.contains(key)) throw InputError(field + "." + key + ": missing");
  det::Config c;
  c.state = static_cast<int>(clamped_integer(j["state"], field + ".state"));
  c.head = static_cast<int>(clamped_integer(j["head"], field + ".head"));
  if (!j["tape"].is_string()) throw InputError(field + ".tape: a string of 0/1, cell i first");
  const std::string tape = j["tape"].get<std::string>();
  if (tape.empty() || tape.size() > 31)
    throw InputError(field + ".tape: 1..31 cells (got " + std::to_string(tape.size()) + ")");
  c.length = static_cast<int>(tape.size());
  for (std::size_t i = 0; i < tape.size(); ++i) {
    if (tape[i] != '0' && tape[i] != '1')
      throw InputError(field + ".tape: only the characters 0 and 1");
    if (tape[i] == '1') c.tape |= 1u << i;
  }
  return c;
}

int bit(const json& j, const std::string& field) {
  const long long v = clamped_integer(j, field);
  if (v != 0 && v != 1) throw InputError(field + ": 0 or 1");
  return static_cast<int>(v);
}

Broken invalid(const det::Machine& m, const det::Config& c, int step, const std::string& what) {
  return Broken{"validity", step,
                "seed 001 Fig. 4 step 2: V checks every configuration A outputs is a valid "
                "configuration of M (S = " +
                    std::to_string(m.space) + " cells, state in 0.." +
                    std::to_string(m.states - 1) + ", head < S); " + what + " " +
                    det::config_json(c).dump() + " is not"};
}

/// seed 001 Fig. 4 (with docs/DET.md's reading: A names z'_0, V checks it valid and accepting;
/// the middle is after floor(t/2) steps). step k = round k; the leaf (t_k = 1) is step R.
std::optional<DetBroken> bisection(const DetInstance& d, const json& tr, bool* output) {
  const det::Machine& m = d.machine;
  if (!tr.contains("final")) throw InputError("transcript.final: missing (A's z'_0)");
  if (!tr.contains("rounds") || !tr["rounds"].is_array())
    throw InputError("transcript.rounds: required, an array of {\"middle\", \"b\"}");
  const json& rounds = tr["rounds"];
  det::Config z = det::initial(m, d.input);
  det::Config zp = config(tr["final"], "transcript.final");
  if (!det::valid(m, zp)) return DetBroken{invalid(m, zp, 0, "the final configuration z'_0"), true};
  if (!m.is_accepting(zp.state))
    return DetBroken{Broken{"accepting", 0,
                            "seed 001 Fig. 4 (A claims M(x) = 1; docs/DET.md: A names z'_0, "
                            "V checks it is accepting): state " +
                                std::to_string(zp.state) + " is not accepting"},
                     true};
  int t = d.time, k = 0;
  for (; t > 1; ++k) {
    if (k >= static_cast<int>(rounds.size()))
      return DetBroken{Broken{"rounds", k,
                              "seed 001 Fig. 4 step 1: the recursion runs while t_k > 1; round " +
                                  std::to_string(k) + " has t_k = " + std::to_string(t) +
                                  " but the transcript ends"}};
    const json& r = rounds[static_cast<std::size_t>(k)];
    const std::string at = "transcript.rounds[" + std::to_string(k) + "]";
    if (!r.is_object() || !r.contains("middle") || !r.contains("b"))
      throw InputError(at + ": an object {\"middle\": CONFIG, \"b\": 0|1}");
    const det::Config a = config(r["middle"], at + ".middle");
    const int b = bit(r["b"], at + ".b");
    if (!det::valid(m, a))
      return DetBroken{invalid(m, a, k, "the middle configuration a_" + std::to_string(k)), true};
    const int t1 = t / 2;
    if (b == 1) {  // Fig. 4 step 1(c): z_{k+1} = a_k, z'_{k+1} = z'_k, the second half
      z = a;
      t -= t1;
    } else {  // z_{k+1} = z_k, z'_{k+1} = a_k, the first half
      zp = a;
      t = t1;
    }
  }
  if (static_cast<int>(rounds.size()) > k)
    return DetBroken{Broken{"rounds", k,
                            "seed 001 Fig. 4 step 1: t_" + std::to_string(k) +
                                " = 1, the recursion has bottomed out; the transcript has " +
                                std::to_string(rounds.size()) + " rounds, not " +
                                std::to_string(k)}};
  if (tr.contains("leaf")) {
    const json& l = tr["leaf"];
    if (!l.is_array() || l.size() != 2)
      throw InputError("transcript.leaf: an array of two configurations [z_R, z'_R]");
    const det::Config from = config(l[0], "transcript.leaf[0]");
    const det::Config to = config(l[1], "transcript.leaf[1]");
    if (!(from == z) || !(to == zp))
      return DetBroken{Broken{
          "leaf", k,
          "seed 001 Fig. 4 step 1(c): the recursion ends at z_R = " + det::config_json(z).dump() +
              ", z'_R = " + det::config_json(zp).dump()}};
  }
  const auto next = det::step(m, z);
  const bool ok = next && *next == zp;
  if (tr.contains("check") && tr["check"].is_boolean() && tr["check"].get<bool>() != ok)
    return DetBroken{Broken{"check", k,
                            std::string("seed 001 Fig. 4 step 2: one step of M from z_R ") +
                                (ok ? "gives" : "does not give") + " z'_R"}};
  if (!ok)
    return DetBroken{
        Broken{"final_step", k,
               "seed 001 Fig. 4 step 2: V checks the final two configurations are one step of "
               "M; from " +
                   det::config_json(z).dump() + " M steps to " +
                   (next ? det::config_json(*next).dump() : std::string("nothing")) + ", not " +
                   det::config_json(zp).dump()},
        true};
  *output = 1;
  return std::nullopt;
}

/// seed 001 Fig. 1 (and Fig. 3: `witness` non-empty, input (x, w)); step t - 1 = location t.
std::optional<DetBroken> crossexam(const DetInstance& d, const json& tr, bool with_witness,
                                   bool* output) {
  const det::Machine& m = d.machine;
  const int T = d.time;
  std::vector<int> input = d.input;
  if (with_witness) {
    if (!tr.contains("witness") || !tr["witness"].is_string())
      throw InputError("transcript.witness: required, A's witness w as a string of 0/1");
    const std::string w = tr["witness"].get<std::string>();
    for (char c : w)
      if (c != '0' && c != '1') throw InputError("transcript.witness: only the characters 0 and 1");
    if (static_cast<int>(w.size()) != d.witness_length)
      return DetBroken{Broken{"witness_length", -1,
                              "seed 001 Fig. 3: A supplies w in {0,1}^m, m = witness_length = " +
                                  std::to_string(d.witness_length) + " (got " +
                                  std::to_string(w.size()) + " bits)"}};
    for (char c : w) input.push_back(c - '0');
  } else if (tr.contains("witness")) {
    throw InputError("transcript.witness: only with protocol \"witness\"");
  }
  if (!tr.contains("records") || !tr["records"].is_array())
    throw InputError("transcript.records: required, an array of [write, state, head]");
  const json& records = tr["records"];
  if (static_cast<int>(records.size()) != T)
    return DetBroken{Broken{
        "records", -1,
        "seed 001 Fig. 1 step 1: A writes the whole transcript a_1..a_T, T = " + std::to_string(T) +
            " records (got " + std::to_string(records.size()) + ")"}};
  det::Transcript a;
  for (int i = 0; i < T; ++i) {
    const json& r = records[static_cast<std::size_t>(i)];
    const std::string at = "transcript.records[" + std::to_string(i) + "]";
    if (!r.is_array() || r.size() != 3)
      throw InputError(at + ": an array [write, state, head] of three integers");
    const long long w = clamped_integer(r[0], at + "[0]"), q = clamped_integer(r[1], at + "[1]"),
                    h = clamped_integer(r[2], at + "[2]");
    if (w < 0 || w > 1 || q < 0 || q >= m.states || h < 0 || h >= m.space)
      return DetBroken{Broken{"record", i,
                              "seed 001 Sec. 3 / Fig. 1 step 1: a record a_" +
                                  std::to_string(i + 1) + " is (the bit written, a state in 0.." +
                                  std::to_string(m.states - 1) + ", a head in 0.." +
                                  std::to_string(m.space - 1) + "); got " + r.dump()}};
    a.push_back({static_cast<int>(w), static_cast<int>(q), static_cast<int>(h)});
  }
  if (!tr.contains("location"))
    throw InputError("transcript.location: required, B's location t in 1..T");
  const long long t = clamped_integer(tr["location"], "transcript.location");
  if (t < 1 || t > T)
    return DetBroken{Broken{"location_range", -1,
                            "seed 001 Fig. 1 step 2: B names a location t in 1.." +
                                std::to_string(T) + " (got " + std::to_string(t) + ")"}};
  const int loc = static_cast<int>(t);
  const det::InputView view{&input, 0, 0};
  const bool ok = det::check_location(m, view, a, loc);
  if (tr.contains("check") && tr["check"].is_boolean() && tr["check"].get<bool>() != ok)
    return DetBroken{Broken{"check", loc - 1,
                            std::string("seed 001 Fig. 1 step 3: V's check of location t = ") +
                                std::to_string(loc) + " from a_{I(t)} " +
                                (ok ? "passes" : "fails")}};
  if (!ok) {
    // Fig. 3: would the check pass if V did not read w (the twin "witness not checked")?
    const int n = static_cast<int>(d.input.size());
    const det::InputView free{&input, n, static_cast<int>(input.size())};
    if (with_witness && det::check_location(m, free, a, loc))
      return DetBroken{Broken{"witness", loc - 1,
                              "seed 001 Fig. 3 (Thm 7.1): V reads the never-written witness cells "
                              "from A's w; with w = " +
                                  tr["witness"].get<std::string>() +
                                  " location t = " + std::to_string(loc) + " is not one step of M"},
                       true};
    return DetBroken{
        Broken{"location", loc - 1,
               "seed 001 Fig. 1 step 3: V recomputes a_t from a_{I(t)} with one "
               "step of M; at t = " +
                   std::to_string(loc) + " the claimed record " +
                   records[static_cast<std::size_t>(loc - 1)].dump() + " is not that step"},
        true};
  }
  *output = det::crossexam_verdict(m, view, a, loc);
  if (!*output)
    return DetBroken{Broken{"accepting", T - 1,
                            "seed 001 Fig. 1: V outputs a_T; state " +
                                std::to_string(a.back().state) + " is not accepting"},
                     true};
  return std::nullopt;
}

}  // namespace

json judge_det(const json& input) {
  if (!input.contains("machine"))
    throw InputError("machine: missing (the debref det --machine JSON)");
  const DetInstance d = parse_det_machine(input["machine"]);
  if (!input.contains("protocol") || !input["protocol"].is_string())
    throw InputError("protocol: required, \"bisection\", \"crossexam\" or \"witness\"");
  const std::string protocol = input["protocol"].get<std::string>();
  if (protocol != "bisection" && protocol != "crossexam" && protocol != "witness")
    throw InputError("protocol: \"bisection\", \"crossexam\" or \"witness\" (got \"" + protocol +
                     "\"; the stochastic witness debate's transcripts are family \"stochastic\")");
  const bool with_witness = protocol == "witness";
  if (d.stochastic_oracle)
    throw InputError(
        "machine.query.oracle_table: a string of 0/1 (a deterministic oracle, seed 001 Sec. 3)");
  if (with_witness && d.witness_length == 0)
    throw InputError("machine.witness_length: required for protocol witness, 1.." +
                     std::to_string(d.machine.space - static_cast<int>(d.input.size())));
  if (!with_witness && d.witness_length != 0)
    throw InputError("machine.witness_length: only with protocol witness (got " +
                     std::to_string(d.witness_length) + ")");
  json out = {{"family", "det"}, {"protocol", protocol}, {"time", d.time}};
  if (with_witness) {
    // x in L iff some w of |w| bits has M(x, w) = 1 (seed 001 Fig. 3, Thm 7.1).
    bool in_l = false;
    for (std::uint32_t wi = 0; wi < (1u << d.witness_length) && !in_l; ++wi) {
      std::vector<int> xw = d.input;
      for (int j = 0; j < d.witness_length; ++j) xw.push_back(static_cast<int>((wi >> j) & 1u));
      in_l = det::accepts(d.machine, xw, d.time);
    }
    out["x_in_L"] = in_l;
  } else {
    out["M(x)"] = det::accepts(d.machine, d.input, d.time);
  }
  if (input.contains("transcript")) {
    const json& tr = input["transcript"];
    if (!tr.is_object()) throw InputError("transcript: must be an object");
    std::optional<int> expected;
    if (input.contains("expected_output"))
      expected = bit(input["expected_output"], "expected_output");
    bool output = false;
    const auto broken = protocol == "bisection" ? bisection(d, tr, &output)
                                                : crossexam(d, tr, with_witness, &output);
    json v = verdict(broken ? std::optional<Broken>(broken->broken) : std::nullopt);
    if (!broken || broken->verifier) {
      v["output"] = output ? 1 : 0;
      if (expected) {
        v["expected_output"] = *expected;
        if (*expected != (output ? 1 : 0)) {
          const std::string why =
              broken ? "its check " + broken->broken.rule + " fails at step " +
                           std::to_string(broken->broken.step)
                     : std::string("every check passes and the final state is accepting");
          v = verdict(Broken{"output", -1,
                             "seed 001 " +
                                 std::string(protocol == "bisection" ? "Fig. 4" : "Fig. 1") +
                                 ": V outputs " + (output ? "1" : "0") + " (" + why + ")"});
          v["output"] = output ? 1 : 0;
          v["expected_output"] = *expected;
        }
      }
    }
    out["transcript"] = v;
  }
  return out;
}

}  // namespace debref::judge
