// Source: docs/ARCHITECTURE.md "Bad input gets a clear error" (nothing partial on stdout or on
// disk) and docs/FORMATS.md "Outputs". Every file debref writes (reports, HTML pages and figures,
// test vectors, emitted SMT-LIB) is written to a temporary file in the same directory, flushed to
// disk (fsync) and renamed into place, so a reader sees the old file or the whole new one. A
// target that exists and is not a regular file (a device, a directory, a FIFO) is never
// replaced. Temporaries are registered with harness/io/cleanup.hpp.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace debref {

/// A write that failed after its target was accepted (disk full, I/O error, a closed standard
/// output): the command line exits with 4.
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Refuses (InputError, exit 2, starting with `flag`) a target that exists and is not a regular
/// file, or whose directory does not exist or cannot take a new file. Leaves nothing behind.
void probe_output_file(const std::string& path, const std::string& flag);

/// A unique temporary file beside `target`, renamed onto it by commit(); removed on destruction
/// unless committed.
class AtomicFile {
 public:
  AtomicFile(const std::string& target, std::string flag);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  /// Throws OutputError on a failed write.
  void write(const std::string& text);
  /// fsync and close (the data is on disk under the temporary name).
  void finish();
  /// finish(), then rename onto the target (refused when the target became non-regular).
  void commit();

 private:
  [[noreturn]] void fail(const std::string& what, int error) const;
  std::string target_, name_, flag_;
  int fd_ = -1;
  std::uint64_t id_ = 0;
  bool committed_ = false;
};

/// Writes `text` to `path` atomically (AtomicFile). Throws InputError for a refused target,
/// OutputError for a failed write, each starting with `flag` and naming the path.
void write_atomically(const std::string& path, const std::string& text, const std::string& flag);

/// A set of files written into one directory all or nothing: each file is staged as a
/// temporary beside its target, and commit() renames them all. Until then a directory the set
/// created is removed again (on failure, destruction or interrupt), and no target is replaced.
class OutputSet {
 public:
  /// Creates `dir` (its parent must exist) unless it is already a directory.
  OutputSet(const std::filesystem::path& dir, std::string flag);
  ~OutputSet();
  OutputSet(const OutputSet&) = delete;
  OutputSet& operator=(const OutputSet&) = delete;

  const std::filesystem::path& dir() const { return dir_; }
  /// Stages `name` (a file in the directory) with `text`; returns its final path.
  std::filesystem::path add(const std::string& name, const std::string& text);
  void commit();

 private:
  std::filesystem::path dir_;
  std::string flag_;
  std::uint64_t dir_id_ = 0;  // nonzero while a directory this set created is registered
  bool created_ = false, committed_ = false;
  std::vector<std::unique_ptr<AtomicFile>> files_;
};

}  // namespace debref
