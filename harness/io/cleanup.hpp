// Source: docs/ARCHITECTURE.md "Bad input gets a clear error" (nothing partial on disk) and
// docs/FORMATS.md "Signals and temporary files". Every temporary file or directory debref creates
// is registered here while it exists, so that one place can remove them all when the process is
// interrupted (harness/core/interrupt.hpp); RAII removes them on every other path.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace debref::cleanup {

/// Runs `create` (which makes a file or directory and returns its path) under the registry's
/// lock and registers the path. Once remove_all_and_hold() has run, blocks forever instead: no
/// temporary appears after the cleanup of an interrupted process.
std::uint64_t add(const std::function<std::string()>& create);
/// Forgets a path (it was renamed into place or removed by its owner).
void forget(std::uint64_t id);
/// Runs `f` under the registry's lock: a write that must be whole or absent (a checkpoint line)
/// is never cut by the interrupt handler.
void critical(const std::function<void()>& f);
/// Removes every registered path (directories with their contents) and keeps the lock: for the
/// interrupt handler, which then ends the process.
void remove_all_and_hold();

/// A fresh directory /tmp/PREFIX-XXXXXX (mkdtemp), removed with its contents on destruction
/// unless keep() was called. Throws std::runtime_error naming the path when it cannot create it.
class TempDir {
 public:
  explicit TempDir(const std::string& prefix);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  /// Leaves the directory in place (e.g. a file a counterexample names).
  void keep();

 private:
  std::filesystem::path path_;
  std::uint64_t id_ = 0;
  bool keep_ = false;
};

}  // namespace debref::cleanup
