#include "harness/io/json_lines.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

#include "harness/io/cleanup.hpp"
#include "harness/io/input.hpp"
#include "harness/io/output.hpp"

namespace debref {

JsonLinesLog::JsonLinesLog(const std::string& path, const std::string& flag)
    : path_(path), flag_(flag) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw InputError(flag + ": cannot open \"" + path + "\" (" + std::strerror(errno) + ")");
  struct stat st {};
  if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd_);
    fd_ = -1;
    throw InputError(flag + ": \"" + path + "\" is not a regular file");
  }
  std::string text;
  try {
    text = read_input_text(path, flag);
  } catch (...) {
    ::close(fd_);
    fd_ = -1;
    throw;
  }
  // A torn last line (a killed write) is ended, so that the next line starts on its own.
  if (!text.empty() && text.back() != '\n' && ::write(fd_, "\n", 1) != 1) {
    const int error = errno;
    ::close(fd_);
    fd_ = -1;
    throw OutputError(flag + ": cannot write \"" + path + "\" (" + std::strerror(error) + ")");
  }
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines_.push_back(line);
}

JsonLinesLog::~JsonLinesLog() {
  if (fd_ >= 0) ::close(fd_);
}

std::string JsonLinesLog::where(std::size_t number) const {
  return flag_ + ": \"" + path_ + "\" line " + std::to_string(number);
}

void JsonLinesLog::append(const nlohmann::json& j) {
  const std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  const std::lock_guard<std::mutex> lock(write_);
  int error = 0;
  cleanup::critical([&] {  // the whole line or nothing, even when interrupted
    for (std::size_t done = 0; done < line.size();) {
      const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error = n < 0 ? errno : ENOSPC;
        return;
      }
      done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd_) != 0) error = errno;
  });
  if (error)
    throw OutputError(flag_ + ": cannot write \"" + path_ + "\" (" + std::strerror(error) + ")");
}

}  // namespace debref
