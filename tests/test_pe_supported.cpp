// seed 000 Def. 8.1 and Def. 8.2: for verifiers that read a proof (reference/pe/supported.hpp),
// the queries M*(x, y) makes, the choice of s pieces among candidates, evidence correlated
// across queries, L' over the proofs, and the oracle sampled from the random string r; values
// computed by hand, and `debref pe --def8-1` on every language (bad input included).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "reference/pe/supported.hpp"
#include "tests/cli_support.hpp"

using namespace debref;
using namespace debref::pe;
using debref_test::bad;
using debref_test::Run;
using debref_test::run;
using nlohmann::json;

namespace {
// `args` with `flag`'s value replaced by `value`, or `flag value` appended when absent.
std::vector<std::string> with_flag(std::vector<std::string> args, const std::string& flag,
                                   const std::string& value) {
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == flag) {
      args[i + 1] = value;
      return args;
    }
  args.insert(args.end(), {flag, value});
  return args;
}

json pe_json(const std::vector<std::string>& args) {
  return debref_test::json_of("pe", args);
}
constexpr auto u = query_gate;
}  // namespace

TEST_CASE("Def. 8.1: the queries made, conditioning across queries, the choice of pieces") {
  CHECK(made_queries(Gate{Gate::Op::And, 0, {u(1), u(0), u(1)}}) == std::vector<int>{0, 1});
  // Piece 0 of u1 and piece 0 of u2 share a coin: both wrong together w.p. eta (both true).
  const Rational eta = q(1, 1024);
  const Evidence cross{2, 1, 1, {EvidenceBlock{{{0, 0}, {1, 0}}, {{1 - eta, 3u}, {eta, 0u}}}}};
  const std::vector<int> truth{1, 1};
  const Choice first = first_pieces(cross);
  // Both queries made: given the other piece wrong, this one is wrong too.
  CHECK(least_support(cross, truth, Conditioning::OtherPieces, {0, 1}, first) == 0);
  // M*(x, y) makes u1 only: u2's piece does not condition.
  CHECK(least_support(cross, truth, Conditioning::OtherPieces, {0}, first) == 1 - eta);
  // Read literally, the other query's piece of the same rank j does not condition either.
  CHECK(least_support(cross, truth, Conditioning::BothIndicesDiffer, {0, 1}, first) == 1 - eta);
  // One proof per query: supported; one proof reading both: not.
  CHECK(decide_support(cross, truth, q(1, 100), 2, Conditioning::OtherPieces, {u(0), u(1)})
            .supported);
  CHECK_FALSE(decide_support(cross, truth, q(1, 100), 2, Conditioning::OtherPieces,
                             {Gate{Gate::Op::And, 0, {u(0), u(1)}}})
                  .supported);
  // Two candidates for one piece: a fair coin and one wrong w.p. eta; the choice takes the second.
  const Evidence pool{1,
                      1,
                      2,
                      {EvidenceBlock{{{0, 0}}, {{q(1, 2), 0u}, {q(1, 2), 1u}}},
                       EvidenceBlock{{{0, 1}}, {{eta, 0u}, {1 - eta, 1u}}}}};
  const SupportDecision d =
      decide_support(pool, {1}, q(1, 100), 2, Conditioning::OtherPieces, {u(0)});
  CHECK(d.choices == 2);
  CHECK(d.choice == Choice{{1}});
  CHECK(d.least == 1 - eta);
  CHECK(d.supported);  // 1023/1024 >= 799/800
}

TEST_CASE("Def. 8.2: L' over the proofs, and the oracle sampled from r") {
  // x1 OR x2 at x = 10 with a proof naming the disjunct, s = 1: u1 answers 1 w.p. 1 - eta, u2
  // w.p. eta; L' accepts when either does: 1 - eta (1 - eta). The first proof alone: 1 - eta.
  const Rational eta = q(1, 8);
  const Evidence p = independent_evidence({1, 0}, 1, eta);
  CHECK(transformed_membership({u(0), u(1)}, first_pieces(p), p) == 1 - eta * (1 - eta));
  CHECK(transformed_membership({u(0)}, first_pieces(p), p) == 1 - eta);
  CHECK(transformed_member({u(0), u(1)}, {{0}, {0}}, {{0}, {1}}) == 1);
  CHECK(transformed_member({u(0)}, {{0}, {0}}, {{0}, {1}}) == 0);
  // A block of probabilities 1/4, 3/4 reads 2 bits: number 0 -> the first outcome, 1..3 -> the
  // second (inverse CDF). A probability 1/3 has no exact sampler.
  const EvidenceBlock b{{{0, 0}}, {{q(1, 4), 0u}, {q(3, 4), 1u}}};
  CHECK(sampler_bits(b) == 2);
  CHECK(sampled_outcome(b, 0) == 0u);
  CHECK(sampled_outcome(b, 1) == 1u);
  CHECK(sampled_outcome(b, 3) == 1u);
  CHECK_THROWS(sampler_bits(EvidenceBlock{{{0, 0}}, {{q(1, 3), 0u}, {q(2, 3), 1u}}}));
  // Two blocks: r's first 2 bits are block 0's number (low bit first), the next 2 block 1's.
  const Evidence two{2, 1, 1, {b, EvidenceBlock{{{1, 0}}, b.outcomes}}};
  const OracleSampler sampler = oracle_sampler(two);
  CHECK(sampler.length == 4);
  CHECK(sampled_answers(two, sampler, {true, false, false, false}) ==
        std::vector<std::vector<int>>{{1}, {0}});
  CHECK(sampled_answers(two, sampler, {false, false, false, true}) ==
        std::vector<std::vector<int>>{{0}, {1}});
  CHECK_THROWS(sampled_answers(two, sampler, {true}));
  // Over every r of 4 bits: P[both answer 1] = 9/16 (the blocks' product).
  int both = 0;
  for (unsigned v = 0; v < 16; ++v) {
    const auto a =
        sampled_answers(two, sampler, {(v & 1u) != 0, (v & 2u) != 0, (v & 4u) != 0, (v & 8u) != 0});
    both += a[0][0] * a[1][0];
  }
  CHECK(both == 9);
}

TEST_CASE("pe --def8-1 on the languages with proofs (hand values, bad input)") {
  auto def8_1 = [](const std::vector<std::string>& args) { return pe_json(args)["def8_1"]; };
  // x1 OR x2 at x = 01, coins shared by piece j of u1 and of u2 (s = 7): each proof makes one
  // query, so the other query's pieces do not condition: least 1023/1024 >= 799/800. A coin
  // flips both pieces, so u1's majority is wrong exactly when u2's is: some proof always accepts.
  const std::vector<std::string> base{"--def8-1",   "x1-or-x2-proof",    "--x",   "01",
                                      "--evidence", "cross-coin:1/1024", "--eps", "1/100"};
  json j = def8_1(base);
  CHECK(j["s"] == 7);
  CHECK(j["queries_made_by_proof"] == json::parse("[[0], [1]]"));
  CHECK(j["least_conditional"] == "1023/1024");
  CHECK(j["s_supported"] == true);
  CHECK(j["x_in_L"] == true);
  CHECK(j["membership_probability"] == "1");
  CHECK(j["membership_holds"] == true);
  // The twin's replay: L' on the first proof (u1, false at x = 01) with exact evidence: 0.
  j = def8_1({"--def8-1", "x1-or-x2-proof", "--x", "01", "--evidence", "independent:0", "--eps",
              "1/100", "--l-prime", "first-proof"});
  CHECK(j["l_prime"] == "first-proof");
  CHECK(j["membership_probability"] == "0");
  CHECK(j["membership_holds"] == false);
  // The other twin's replay: asked of every query (one run reading both), the shared coin
  // conditions (s = 3): least 0, where each run's own queries give 2047/2048.
  j = def8_1({"--def8-1", "x1-or-x2-proof", "--x", "00", "--evidence", "cross-coin:1/2048", "--eps",
              "1/100", "--s", "3", "--support-for", "every-query"});
  CHECK(j["s"] == 3);
  CHECK(j["support_for"] == "every-query");
  CHECK(j["least_conditional"] == "0");
  j = def8_1({"--def8-1", "x1-or-x2-proof", "--x", "00", "--evidence", "cross-coin:1/2048", "--eps",
              "1/100", "--s", "3"});
  CHECK(j["least_conditional"] == "2047/2048");
  // x1 AND x2 makes both queries: the shared coin conditions, least 0.
  j = def8_1({"--def8-1", "x1-and-x2-proofless", "--x", "11", "--evidence", "cross-coin:1/1024",
              "--eps", "1/100"});
  CHECK(j["least_conditional"] == "0");
  CHECK(j["s_supported"] == false);
  // A pool of 8 candidates, candidate 0 a fair coin: the choice drops it.
  j = def8_1(
      {"--def8-1", "xnor-by-x1", "--x", "11", "--evidence", "pool:1/2,1/2048", "--eps", "1/100"});
  CHECK(j["candidates"] == 8);
  CHECK(j["choice"][0] == json::parse("[1, 2, 3, 4, 5, 6, 7]"));
  CHECK(j["least_conditional"] == "2047/2048");
  const Run text = run({"pe", "--def8-1", "xnor-by-x1", "--x", "11", "--evidence",
                        "pool:1/2,1/2048", "--eps", "1/100"});
  CHECK(text.code == 0);
  CHECK(text.out.find("queries M*(x, y) makes, per proof y: [[0]]; pieces chosen per query (of "
                      "8): [[1,2,3,4,5,6,7],") != std::string::npos);
  std::vector<std::string> args = base;
  args.insert(args.begin(), "pe");
  auto with = [&](const std::string& flag, const std::string& value) {
    return with_flag(args, flag, value);
  };
  for (const char* e : {"pool:1/2", "shared-coin:0", "cross-coin:2", "noisy-u2:1/2,1/2"})
    bad(with("--evidence", e), "--evidence: expected independent:ETA, pool:BAD,GOOD");
  bad(with("--l-prime", "some"), "--l-prime: \"some\" is not one of every-proof, first-proof");
  bad(with("--support-for", "all"),
      "--support-for: \"all\" is not one of made-queries, every-query");
  bad(with("--s", "4"), "--s: 4 outside the allowed values 1, 3, 5, 7");
  bad(with("--s", "9"), "--s: 9 outside the allowed values 1, 3, 5, 7");
  bad(with("--s", "x"), "--s");
  std::vector<std::string> both = with("--l-prime", "first-proof");
  both.insert(both.end(), {"--support-for", "every-query"});
  bad(both, "--support-for every-query and --l-prime first-proof: one mutant at a time");
  bad({"pe", "--def8-1", "x1", "--x", "10", "--evidence", "independent:0", "--eps", "1/100", "--s",
       "3"},
      "--s: only with a language with proofs (x1-or-x2-proof");
  bad(with("--eps", "1/50"), "--eps: 1/50 outside the allowed range (0, 1/100] of --def8-1");
  bad({"pe", "--obfuscation", "--l-prime", "first-proof"}, "--l-prime: only with --def8-1");
}

TEST_CASE("pe --def8-1: Def. 8.1 under either reading, Def. 8.2's membership (hand values)") {
  // x1 at x = 10 (in L), eps = 1/100, n = 2: bound 1 - eps/(4n) = 799/800. One coin shared by the
  // s pieces, wrong w.p. 1/800: read literally (no piece of the same query conditions) the least
  // conditional is 1 - 1/800, s-supported, yet the majority is wrong w.p. 1/800, so P_r[(x,r) in
  // L'] = 799/800 is not above the bound (pe.twin.def8_1.literal_reading). Conditioning on every
  // other piece (eq. (24)), a wrong piece makes the others wrong: least conditional 0.
  const std::vector<std::string> base{"--def8-1",          "x1",    "--x",  "10", "--evidence",
                                      "shared-coin:1/800", "--eps", "1/100"};
  std::vector<std::string> literal = base;
  literal.insert(literal.end(), {"--reading", "literal"});
  json j = pe_json(literal)["def8_1"];
  CHECK(j["x_in_L"] == true);
  CHECK(j["n"] == 2);
  CHECK(j["reading"] == "literal");
  CHECK(j["least_conditional"] == "799/800");
  CHECK(j["bound"] == "799/800");
  CHECK(j["s_supported"] == true);
  CHECK(j["membership_probability"] == "799/800");
  CHECK(j["membership_holds"] == false);
  j = pe_json(base)["def8_1"];
  CHECK(j["reading"] == "every-other-piece");
  CHECK(j["least_conditional"] == "0");
  CHECK(j["s_supported"] == false);
  // Exact evidence: every conditional 1; x = 00 is not in x1 OR x2 and P = 0.
  j = pe_json({"--def8-1", "x1-or-x2", "--x", "00", "--evidence", "independent:0", "--eps",
               "1/100"})["def8_1"];
  CHECK(j["x_in_L"] == false);
  CHECK(j["least_conditional"] == "1");
  CHECK(j["membership_probability"] == "0");
  CHECK(j["membership_holds"] == true);
  j = pe_json({"--def8-1", "x1-and-x2", "--x", "11", "--evidence", "pairs:1/1600,1/3200", "--eps",
               "1/100"})["def8_1"];
  CHECK(j["x_in_L"] == true);
  literal.insert(literal.begin(), "pe");
  Run text = run(literal);
  CHECK(text.code == 0);
  CHECK(text.out.find("Def. 8.1 (literal)") != std::string::npos);
}

TEST_CASE("pe --def8-1: bad input (the field named, exit 2)") {
  const std::vector<std::string> d81{"pe",         "--def8-1",      "x1",    "--x",  "10",
                                     "--evidence", "independent:0", "--eps", "1/100"};
  auto with = [&](const std::string& flag, const std::string& value) {
    return with_flag(d81, flag, value);
  };
  bad(with("--def8-1", "x1-xor-x2"), "--def8-1: \"x1-xor-x2\" is not one of x1, x1-and-x2");
  bad(with("--x", "12"), "--x: \"12\" is not one of 00, 01, 10, 11");
  bad(with("--eps", "1/10"), "--eps: 1/10 outside the allowed range (0, 1/100] of --def8-1");
  for (const char* e : {"coin:0", "independent:2", "independent:", "pairs:1/2,1/2",
                        "independent:0,0", "shared-coin:x"})
    bad(with("--evidence", e), "--evidence: expected independent:ETA, shared-coin:ETA or pairs");
  bad(with("--reading", "loose"), "--reading: \"loose\" is not one of every-other-piece, literal");
  bad({"pe", "--def8-1", "x1", "--eps", "1/100"}, "--def8-1: needs --x and --evidence");
  bad({"pe", "--obfuscation", "--x", "10"}, "--x: only with --def8-1");
}
