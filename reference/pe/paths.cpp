#include "reference/pe/paths.hpp"

namespace debref::pe {

namespace {

void collect(const Node& n, bool internal_only, Path& path, std::vector<Path>& out) {
  if (internal_only && n.leaf()) return;
  out.push_back(path);
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    collect(n.children[i], internal_only, path, out);
    path.pop_back();
  }
}

}  // namespace

std::vector<Path> node_paths(const Node& root, bool internal_only) {
  std::vector<Path> out;
  Path path;
  collect(root, internal_only, path, out);
  return out;
}

const Node& node_at(const Node& root, const Path& path) {
  const Node* n = &root;
  for (int i : path) n = &n->children[static_cast<std::size_t>(i)];
  return *n;
}

}  // namespace debref::pe
