#include "harness/dqc/cube_checkpoint.hpp"

#include "harness/core/build_info.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"

namespace debref::dqc {

namespace {

std::string build_name(const nlohmann::json& build) {
  return build.value("version", "?") + " commit " + build.value("commit", "?");
}

}  // namespace

CubeCheckpoint::CubeCheckpoint(const std::string& path,
                               std::function<void(const std::string&)> notify)
    : log_(path, "--checkpoint"), notify_(std::move(notify)) {
  for (std::size_t i = 0; i < log_.lines().size(); ++i) read_line(log_.lines()[i], i + 1);
  for (const auto& [id, entries] : done_) loaded_ += entries.size();
}

void CubeCheckpoint::read_line(const std::string& line, std::size_t number) {
  if (line.empty()) return;
  nlohmann::json j;
  try {
    j = parse_json_text(line, "");
  } catch (const InputError& e) {  // e.g. a torn line of an interrupted write
    notify_(log_.where(number) + e.what() + "; skipped");
    return;
  }
  if (auto e = schema::validate("dqc_checkpoint.json", j)) {
    notify_(log_.where(number) + ": " + e->path + ": " + e->message +
            " (not a line of docs/schema/dqc_checkpoint.json); skipped");
    return;
  }
  Entry entry;
  entry.outcome.verdict = proofs::Verdict::Unsat;  // the schema admits no other
  entry.outcome.seconds = j["seconds"].get<double>();
  entry.outcome.proof_checked = j["proof_checked"].get<bool>();
  if (entry.outcome.proof_checked) entry.outcome.proof_lemmas = j.value("proof_lemmas", 0ULL);
  entry.build = build_name(j["build"]);
  keep(j["query"].get<std::string>(),
       {j["smt2"].get<std::string>(), j["solver"].get<std::string>()}, std::move(entry));
}

void CubeCheckpoint::keep(const std::string& id, const Key& key, Entry e) {
  auto& entries = done_[id];
  const auto it = entries.find(key);
  // A later line replaces an earlier one, unless only the earlier one's proof was checked.
  if (it == entries.end() || e.outcome.proof_checked || !it->second.outcome.proof_checked)
    entries[key] = std::move(e);
}

std::string CubeCheckpoint::hash_of(const proofs::Query& query) {
  {
    const std::lock_guard<std::mutex> lock(state_);
    if (const auto it = hashes_.find(query.id); it != hashes_.end()) return it->second;
  }
  const std::string h = fnv_hash(proofs::to_smt2(query));  // outside the lock: 0.2 s at s = 7
  const std::lock_guard<std::mutex> lock(state_);
  hashes_[query.id] = h;
  return h;
}

std::optional<proofs::Outcome> CubeCheckpoint::find(const proofs::Query& query,
                                                    proofs::SatBackend backend, bool check_proofs) {
  {
    const std::lock_guard<std::mutex> lock(state_);
    if (!done_.count(query.id)) return std::nullopt;
  }
  const std::string h = hash_of(query), solver = proofs::to_string(backend);
  const std::lock_guard<std::mutex> lock(state_);
  const auto& entries = done_.at(query.id);
  if (const auto it = entries.find({h, solver}); it != entries.end()) {
    if (check_proofs && !it->second.outcome.proof_checked) return std::nullopt;
    ++reused_;
    builds_taken_.insert(it->second.build);
    return it->second.outcome;
  }
  if (noticed_.insert(query.id).second) {
    const Key& other = entries.begin()->first;
    notify_("--checkpoint: \"" + log_.path() + "\": " + query.id + " is on record " +
            (other.first != h ? "for another query text (hash " + other.first + ", now " + h + ")"
                              : "as refuted by " + other.second + ", not " + solver) +
            "; not taken");
  }
  return std::nullopt;
}

void CubeCheckpoint::record(const proofs::Query& query, proofs::SatBackend backend,
                            const proofs::Outcome& outcome) {
  const std::string h = hash_of(query);
  nlohmann::json j{{"query", query.id},
                   {"smt2", h},
                   {"verdict", proofs::to_string(outcome.verdict)},
                   {"seconds", outcome.seconds},
                   {"solver", proofs::to_string(backend)},
                   {"proof_checked", outcome.proof_checked},
                   {"build", build_identity()}};
  if (outcome.proof_checked) j["proof_lemmas"] = outcome.proof_lemmas;
  log_.append(j);
  const std::lock_guard<std::mutex> lock(state_);
  keep(query.id, {h, proofs::to_string(backend)}, Entry{outcome, build_name(j["build"])});
  ++recorded_;
}

proofs::EarlyBitsMemo CubeCheckpoint::memo(proofs::SatBackend backend, bool check_proofs) {
  return {
      [this, backend, check_proofs](const proofs::Query& q) {
        return find(q, backend, check_proofs);
      },
      [this, backend](const proofs::Query& q, const proofs::Outcome& o) { record(q, backend, o); }};
}

std::size_t CubeCheckpoint::loaded() const {
  return loaded_;  // set once, before any thread
}

std::size_t CubeCheckpoint::reused() const {
  const std::lock_guard<std::mutex> lock(state_);
  return reused_;
}

std::size_t CubeCheckpoint::recorded() const {
  const std::lock_guard<std::mutex> lock(state_);
  return recorded_;
}

std::vector<std::string> CubeCheckpoint::builds_taken() const {
  const std::lock_guard<std::mutex> lock(state_);
  return {builds_taken_.begin(), builds_taken_.end()};
}

}  // namespace debref::dqc
