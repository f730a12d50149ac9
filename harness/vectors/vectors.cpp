#include "harness/vectors/vectors.hpp"

#include "harness/vectors/case.hpp"

namespace debref::vectors {

std::vector<VectorFile> all_vectors() {
  return {stochastic(), feature(), det(), pe(), dqc(), proofs()};
}

}  // namespace debref::vectors
