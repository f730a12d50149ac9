// Source: seed 000 Def. 5.1. A decomposition's nodes named by their paths (child indices from
// the root), the naming Fig. 2's estimator tables and the prover's per-node choices use.
#pragma once

#include <vector>

#include "reference/pe/decomposition.hpp"

namespace debref::pe {

/// Every node's path (internal_only: only the internal nodes'), depth first, root first.
std::vector<Path> node_paths(const Node& root, bool internal_only);

/// The node at `path`; the path must name a node of `root`.
const Node& node_at(const Node& root, const Path& path);

}  // namespace debref::pe
