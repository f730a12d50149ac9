#include "proofs/dqc/by_class.hpp"

#include "proofs/dqc/reduced.hpp"
#include "reference/dqc/np.hpp"

namespace debref::proofs {

SmtDqcResult smt_dqc_by_class(const dqc::TruthTable& f, DqcEncoding encoding, SmtClassCache& cache,
                              unsigned timeout_ms) {
  const dqc::TruthTable rep = dqc::np_representative(f);
  const std::uint64_t key = (static_cast<std::uint64_t>(f.n) << 32) | rep.bits;
  auto it = cache.reps.find(key);
  if (it == cache.reps.end())
    it = cache.reps.emplace(key, smt_dqc(rep, 3, encoding, timeout_ms)).first;
  SmtDqcResult s = it->second;
  s.f = f;
  if (!s.certificate) return s;
  for (const dqc::NpMap& t : dqc::np_maps(f.n))
    if (dqc::np_compose(rep, t) == f) {
      s.certificate = dqc::np_transport(*s.certificate, t);
      break;
    }
  // Never trust the transport either: the moved certificate is re-verified for f itself.
  s.certificate_valid = s.certificate_valid && dqc::validate(*s.certificate, f).valid;
  if (!s.certificate_valid) {
    s.dqc.reset();
    s.upper.reset();
  }
  return s;
}

SmtDqcResult smt_dqc_reduced_by_class(const dqc::TruthTable& f, const dqc::NpnClasses& classes,
                                      SmtClassCache& cache, unsigned timeout_ms) {
  const std::uint32_t rep = classes.representative.at(f.bits);
  const std::uint64_t key = (std::uint64_t{5} << 32) | rep;  // n = 4, reduced query
  auto it = cache.reps.find(key);
  if (it == cache.reps.end())
    it = cache.reps.emplace(key, smt_dqc_reduced(dqc::TruthTable{f.n, rep}, timeout_ms)).first;
  SmtDqcResult s = it->second;
  s.f = f;
  if (!s.certificate) return s;
  s.certificate = dqc::npn_transport(classes, f.bits, *s.certificate);
  s.certificate_valid = s.certificate_valid && dqc::validate(*s.certificate, f).valid;
  if (!s.certificate_valid) {
    s.dqc.reset();
    s.upper.reset();
  }
  return s;
}

}  // namespace debref::proofs
