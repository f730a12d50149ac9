#include "reference/det/provers.hpp"

#include <stdexcept>

namespace debref::det {

namespace {

// Fig. 4 step 2: V's checks on the final pair and the configurations A claimed.
bool leaf_accepts(const Machine& m, const Config& z, const Config& zp) {
  const auto next = step(m, z);
  return next && *next == zp;
}

Config flip_cell0(Config c) {
  c.tape ^= 1u;
  return c;
}

void check_time(int time) {
  if (time < 1) throw std::invalid_argument("time must be >= 1");
}

}  // namespace

std::vector<Config> configurations(const Machine& m, const std::vector<int>& x, int time) {
  Config c = initial(m, x);
  std::vector<Config> out{c};
  for (int t = 1; t <= time; ++t) out.push_back(c = *step(m, c));
  return out;
}

// seed 001 Fig. 4, App. B completeness: honest A runs M(x) once.
BisectionAlice::BisectionAlice(const Machine& m, const std::vector<int>& x, int time, bool rerun)
    : m_(&m), start_(initial(m, x)), time_(time), rerun_(rerun) {
  check_time(time);
  if (!rerun) {
    record_ = configurations(m, x, time);
    steps_ = time;
  }
}

namespace {

// One play of seed 001 Fig. 4 from z_0 = z with A's claimed z'_0 = zp: in each round A claims
// a_k = middle(steps from z_0 to a_k, k) (step 1(a)) and B picks the second half iff
// second_half(z_k, steps from z_0 to z_k, t_k, t_k / 2, a_k, k) (steps 1(b)-(c)); V's verdict is
// step 2's (every claimed configuration valid, z'_0 accepting, the last two one step of M).
template <class Middle, class SecondHalf>
bool fig4_play(const Machine& m, Config z, Config zp, int time, Middle middle,
               SecondHalf second_half) {
  bool ok = valid(m, zp) && m.is_accepting(zp.state);
  int offset = 0, t = time, round = 0;
  while (t > 1) {
    const int t1 = t / 2;
    const Config a = middle(offset + t1, round);
    ok = ok && valid(m, a);
    if (second_half(z, offset, t, t1, a, round)) {  // b_k = 1
      z = a;
      offset += t1;
      t -= t1;
    } else {
      zp = a;
      t = t1;
    }
    ++round;
  }
  return ok && leaf_accepts(m, z, zp);
}

}  // namespace

// seed 001 Fig. 4, App. B completeness: honest A against B's choices.
ProverPlay BisectionAlice::play(std::uint32_t bits) const {
  const Machine& m = *m_;
  ProverPlay p;
  p.bound = time_;
  p.steps = steps_;
  // The configuration after `at` steps: from A's record, or (mutant) by a fresh run from x.
  auto after = [&](int at) {
    if (!rerun_) return record_[static_cast<std::size_t>(at)];
    p.steps += at;
    return run(m, start_, at);
  };
  const Config final_claim = after(time_);
  p.v_accepts = fig4_play(
      m, start_, final_claim, time_, [&](int at, int) { return after(at); },
      [&](const Config&, int, int, int, const Config&, int round) {
        return ((bits >> round) & 1u) != 0;  // step 1(c): b_k = 1, the second half
      });
  return p;
}

// seed 001 Fig. 4, App. B soundness: honest B against the liar patterns.
ProverPlay bisection_bob(const Machine& m, const std::vector<Config>& truth, std::uint32_t lies,
                         bool rerun) {
  const int time = static_cast<int>(truth.size()) - 1;
  check_time(time);
  ProverPlay p;
  const Config start = truth.front();
  Config lie = flip_cell0(truth.back());
  if (!m.accepting.empty()) lie.state = m.accepting.front();
  auto middle = [&](int at, int round) {
    const Config honest = truth[static_cast<std::size_t>(at)];
    return ((lies >> round) & 1u) ? flip_cell0(honest) : honest;
  };
  // B: run M for t_k / 2 steps from z_k (mutant: offset + t_k / 2 steps from x); the first half
  // is right (b_k = 1) iff the configuration reached is a_k.
  auto second_half = [&](const Config& z, int offset, int t, int t1, const Config& a, int) {
    p.bound += t;
    const int from_x = rerun ? offset + t1 : t1;
    p.steps += from_x;
    return run(m, rerun ? start : z, from_x) == a;
  };
  p.v_accepts = fig4_play(m, start, lie, time, middle, second_half);
  return p;
}

namespace {

// M run on the input one step at a time, as an honest prover of Fig. 1 simulates it: next()
// returns the record of the next step (seed 001 Sec. 3) and counts the steps simulated; `rerun`
// (the twins' mutant) re-runs M from the input before each step.
class Simulation {
 public:
  Simulation(const Machine& m, const std::vector<int>& input, bool rerun)
      : m_(&m), input_(&input), c_(initial(m, input)), rerun_(rerun) {}
  Record next() {
    Config before = c_;
    if (rerun_) {
      before = run(*m_, initial(*m_, *input_), done_);
      steps_ += done_;
    }
    c_ = *step(*m_, before);
    ++steps_;
    ++done_;
    return {c_.cell(before.head), c_.state, c_.head};
  }
  int steps() const { return steps_; }

 private:
  const Machine* m_;
  const std::vector<int>* input_;
  Config c_;
  bool rerun_;
  int done_ = 0, steps_ = 0;
};

}  // namespace

// seed 001 Fig. 1, App. B completeness: A writes M's transcript.
Transcript crossexam_alice(const Machine& m, const std::vector<int>& input, int time, int* steps,
                           bool rerun) {
  check_time(time);
  Simulation sim(m, input, rerun);
  Transcript a;
  for (int t = 1; t <= time; ++t) a.push_back(sim.next());
  if (steps) *steps = sim.steps();
  return a;
}

// seed 001 Fig. 1, App. B soundness: B finds the first location that is not M's.
int crossexam_bob(const Machine& m, const std::vector<int>& input, const Transcript& a, int* steps,
                  bool rerun) {
  const int time = static_cast<int>(a.size());
  check_time(time);
  Simulation sim(m, input, rerun);
  int location = time;
  for (int t = 1; t <= time; ++t)
    if (!(a[static_cast<std::size_t>(t - 1)] == sim.next())) {
      location = t;
      break;
    }
  if (steps) *steps = sim.steps();
  return location;
}

}  // namespace debref::det
