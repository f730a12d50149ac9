#include "harness/io/cleanup.hpp"

#include <stdlib.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>
#include <stdexcept>
#include <system_error>

namespace debref::cleanup {

namespace {

struct Registry {
  std::mutex mutex;
  std::map<std::uint64_t, std::string> paths;
  std::uint64_t next = 1;
};

Registry& registry() {
  static Registry* r = new Registry;  // never destroyed: the interrupt thread may use it at exit
  return *r;
}

}  // namespace

std::uint64_t add(const std::function<std::string()>& create) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  const std::string path = create();
  const std::uint64_t id = r.next++;
  r.paths.emplace(id, path);
  return id;
}

void forget(std::uint64_t id) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.paths.erase(id);
}

void critical(const std::function<void()>& f) {
  std::lock_guard lock(registry().mutex);
  f();
}

void remove_all_and_hold() {
  Registry& r = registry();
  r.mutex.lock();  // never unlocked: the process ends
  for (const auto& [id, path] : r.paths) {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  r.paths.clear();
}

TempDir::TempDir(const std::string& prefix) {
  std::error_code ec;
  std::filesystem::path base = std::filesystem::temp_directory_path(ec);
  if (ec) base = "/tmp";
  std::string name = (base / (prefix + "-XXXXXX")).string();
  id_ = add([&] {
    if (!mkdtemp(name.data()))
      throw std::runtime_error("cannot create a temporary directory \"" + name + "\" (" +
                               std::strerror(errno) + ")");
    return name;
  });
  path_ = name;
}

TempDir::~TempDir() {
  if (!keep_) {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  forget(id_);
}

void TempDir::keep() {
  keep_ = true;
}

}  // namespace debref::cleanup
