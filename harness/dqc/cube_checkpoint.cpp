#include "harness/dqc/cube_checkpoint.hpp"

#include "harness/core/build_info.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"

namespace debref::dqc {

CubeCheckpoint::CubeCheckpoint(const std::string& path) : log_(path, "--checkpoint") {
  for (std::size_t i = 0; i < log_.lines().size(); ++i) read_line(log_.lines()[i], i + 1);
}

void CubeCheckpoint::read_line(const std::string& line, std::size_t number) {
  if (line.empty()) return;
  nlohmann::json j;
  try {
    j = parse_json_text(line, "");
  } catch (const InputError& e) {  // e.g. a torn line of an interrupted write
    notices_.push_back(log_.where(number) + e.what() + "; skipped");
    return;
  }
  if (auto e = schema::validate("dqc_checkpoint.json", j)) {
    notices_.push_back(log_.where(number) + ": " + e->path + ": " + e->message +
                       " (not a line of docs/schema/dqc_checkpoint.json); skipped");
    return;
  }
  Entry entry{j["smt2"].get<std::string>(), {}};
  entry.outcome.verdict = proofs::Verdict::Unsat;  // the schema admits no other
  entry.outcome.seconds = j["seconds"].get<double>();
  entry.outcome.proof_checked = j["proof_checked"].get<bool>();
  entry.outcome.proof_lemmas = j.value("proof_lemmas", std::uint64_t{0});
  ++loaded_;
  const std::string id = j["query"].get<std::string>();
  const auto it = done_.find(id);
  // A later line replaces an earlier one, unless only the earlier one's proof was checked.
  if (it == done_.end() || entry.outcome.proof_checked || !it->second.outcome.proof_checked)
    done_[id] = std::move(entry);
}

std::string CubeCheckpoint::hash_of(const proofs::Query& query) {
  {
    const std::lock_guard<std::mutex> lock(state_);
    if (const auto it = hashes_.find(query.id); it != hashes_.end()) return it->second;
  }
  const std::string h = fnv_hash(proofs::to_smt2(query));  // outside the lock: 0.1 s at s = 7
  const std::lock_guard<std::mutex> lock(state_);
  hashes_[query.id] = h;
  return h;
}

std::optional<proofs::Outcome> CubeCheckpoint::find(const proofs::Query& query, bool check_proofs) {
  {
    const std::lock_guard<std::mutex> lock(state_);
    const auto it = done_.find(query.id);
    if (it == done_.end() || (check_proofs && !it->second.outcome.proof_checked))
      return std::nullopt;
  }
  const std::string h = hash_of(query);
  const std::lock_guard<std::mutex> lock(state_);
  const Entry& e = done_.at(query.id);
  if (e.smt2 != h) {
    if (changed_.insert(query.id).second)
      notices_.push_back("--checkpoint: \"" + log_.path() + "\": " + query.id +
                         " is on record for another query text (hash " + e.smt2 + ", now " + h +
                         "); decided again");
    return std::nullopt;
  }
  ++reused_;
  return e.outcome;
}

void CubeCheckpoint::record(const proofs::Query& query, proofs::SatBackend backend,
                            const proofs::Outcome& outcome) {
  nlohmann::json j{{"query", query.id},
                   {"smt2", hash_of(query)},
                   {"verdict", proofs::to_string(outcome.verdict)},
                   {"seconds", outcome.seconds},
                   {"solver", proofs::to_string(backend)},
                   {"proof_checked", outcome.proof_checked},
                   {"build", build_identity()}};
  if (outcome.proof_checked) j["proof_lemmas"] = outcome.proof_lemmas;
  log_.append(j);
  const std::lock_guard<std::mutex> lock(state_);
  done_[query.id] = Entry{j["smt2"].get<std::string>(), outcome};
  changed_.erase(query.id);
  ++recorded_;
}

proofs::EarlyBitsMemo CubeCheckpoint::memo(proofs::SatBackend backend, bool check_proofs) {
  return {
      [this, check_proofs](const proofs::Query& q) { return find(q, check_proofs); },
      [this, backend](const proofs::Query& q, const proofs::Outcome& o) { record(q, backend, o); }};
}

std::size_t CubeCheckpoint::loaded() const {
  const std::lock_guard<std::mutex> lock(state_);
  return loaded_;
}

std::size_t CubeCheckpoint::reused() const {
  const std::lock_guard<std::mutex> lock(state_);
  return reused_;
}

std::size_t CubeCheckpoint::recorded() const {
  const std::lock_guard<std::mutex> lock(state_);
  return recorded_;
}

std::vector<std::string> CubeCheckpoint::notices() const {
  const std::lock_guard<std::mutex> lock(state_);
  return notices_;
}

}  // namespace debref::dqc
