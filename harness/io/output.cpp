#include "harness/io/output.hpp"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "harness/io/cleanup.hpp"
#include "harness/io/input.hpp"

namespace debref {

namespace {

/// InputError when `path` exists and is not a regular file (stat follows symbolic links).
void refuse_non_regular(const std::string& path, const std::string& flag) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return;  // absent: created
  if (S_ISDIR(st.st_mode)) throw InputError(flag + ": \"" + path + "\" is a directory");
  if (!S_ISREG(st.st_mode))
    throw InputError(flag + ": \"" + path +
                     "\" exists and is not a regular file (a device, FIFO or socket is never "
                     "replaced)");
}

void fsync_directory(const std::string& file) {
  const std::string dir = std::filesystem::path(file).parent_path().string();
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);  // the rename itself on disk; best effort
  ::close(fd);
}

}  // namespace

AtomicFile::AtomicFile(const std::string& target, std::string flag)
    : target_(target), name_(target + ".XXXXXX"), flag_(std::move(flag)) {
  refuse_non_regular(target_, flag_);
  id_ = cleanup::add([&] {
    fd_ = mkstemp(name_.data());
    if (fd_ < 0)
      throw InputError(flag_ + ": cannot write \"" + target_ +
                       "\": cannot create a file beside it (" + std::strerror(errno) + ")");
    return name_;
  });
  ::fchmod(fd_, 0644);  // mkstemp's 0600 would make the output private
}

AtomicFile::~AtomicFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_) std::remove(name_.c_str());
  cleanup::forget(id_);
}

void AtomicFile::fail(const std::string& what, int error) const {
  throw OutputError(flag_ + ": cannot write \"" + target_ + "\": " + what + " (" +
                    std::strerror(error) + ")");
}

void AtomicFile::write(const std::string& text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("write failed", n < 0 ? errno : ENOSPC);
    done += static_cast<std::size_t>(n);
  }
}

void AtomicFile::finish() {
  if (fd_ < 0) return;
  if (::fsync(fd_) != 0) fail("fsync failed", errno);
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail("close failed", errno);
}

void AtomicFile::commit() {
  finish();
  refuse_non_regular(target_, flag_);  // it may have changed since the start
  if (std::rename(name_.c_str(), target_.c_str()) != 0) fail("rename failed", errno);
  committed_ = true;
  fsync_directory(target_);
}

void write_atomically(const std::string& path, const std::string& text, const std::string& flag) {
  AtomicFile file(path, flag);
  file.write(text);
  file.commit();
}

void probe_output_file(const std::string& path, const std::string& flag) {
  AtomicFile probe(path, flag);  // refuses a non-regular target, creates and removes a temporary
}

OutputSet::OutputSet(const std::filesystem::path& dir, std::string flag)
    : dir_(dir), flag_(std::move(flag)) {
  struct stat st {};
  if (::stat(dir_.c_str(), &st) == 0) {
    if (!S_ISDIR(st.st_mode))
      throw InputError(flag_ + ": \"" + dir_.string() + "\" exists and is not a directory");
    return;
  }
  dir_id_ = cleanup::add([&] {
    if (::mkdir(dir_.c_str(), 0755) != 0)
      throw InputError(flag_ + ": cannot create the directory \"" + dir_.string() + "\" (" +
                       std::strerror(errno) + "; its parent must exist)");
    return dir_.string();
  });
  created_ = true;
}

OutputSet::~OutputSet() {
  files_.clear();  // removes uncommitted temporaries
  if (created_ && !committed_) {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  if (dir_id_) cleanup::forget(dir_id_);
}

std::filesystem::path OutputSet::add(const std::string& name, const std::string& text) {
  const std::filesystem::path path = dir_ / name;
  files_.push_back(std::make_unique<AtomicFile>(path.string(), flag_));
  files_.back()->write(text);
  files_.back()->finish();  // one descriptor open at a time
  return path;
}

void OutputSet::commit() {
  for (auto& f : files_) f->finish();  // the slow part (fsync), before taking the lock
  // The renames under the cleanup lock: an interrupt waits for the last one, so the set is
  // whole or (a directory this set created, removed by the interrupt) absent, never partial.
  cleanup::critical([this] {
    for (auto& f : files_) f->commit();
  });
  committed_ = true;
  if (dir_id_) cleanup::forget(dir_id_);
  dir_id_ = 0;
}

}  // namespace debref
