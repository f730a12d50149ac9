// Placeholder until the solver lands (see solver.hpp).
#include "reference/stochastic/solver.hpp"
