#include "harness/io/input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <set>

#include "harness/io/schema.hpp"
#include "reference/num/brief.hpp"

namespace debref {

using nlohmann::json;

namespace {

std::atomic<std::uint64_t> max_bytes{kDefaultMaxInputBytes};

std::string too_large(const std::string& flag, const std::string& path) {
  return flag + ": \"" + path + "\" is larger than " + std::to_string(max_input_bytes()) +
         " bytes, the input size limit (raise --max-input-size)";
}

/// Closes a descriptor on every path.
struct Fd {
  int fd;
  bool owned;
  ~Fd() {
    if (owned && fd >= 0) ::close(fd);
  }
};

}  // namespace

std::uint64_t max_input_bytes() {
  return max_bytes.load();
}

void set_max_input_bytes(std::uint64_t bytes) {
  max_bytes.store(bytes);
}

std::string read_input_text(const std::string& path, const std::string& flag) {
  const bool stdin_input = path == "-";
  Fd in{stdin_input ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC), !stdin_input};
  if (in.fd < 0)
    throw InputError(flag + ": cannot open \"" + path + "\" (" + std::strerror(errno) + ")");
  struct stat st {};
  if (::fstat(in.fd, &st) == 0) {
    if (S_ISDIR(st.st_mode))
      throw InputError(flag + ": \"" + path + "\" is a directory, not a file");
    if (S_ISREG(st.st_mode) && static_cast<std::uint64_t>(st.st_size) > max_input_bytes())
      throw InputError(too_large(flag, path));
  }
  // Pipes and devices (/dev/zero) have no size: read in chunks up to the limit.
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(in.fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0)
      throw InputError(flag + ": cannot read \"" + path + "\" (" + std::strerror(errno) + ")");
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > max_input_bytes())
      throw InputError(too_large(flag, path));
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return text;
}

json read_json_file(const std::string& path, const std::string& flag) {
  return parse_json_text(read_input_text(path, flag), flag + ": \"" + path + "\"");
}

void validate_input(const json& j, const std::string& flag, const std::string& schema) {
  if (auto e = schema::validate(schema, j))
    throw InputError(flag + ": " + e->path + ": " + e->message + " (schema docs/schema/" + schema +
                     ")");
}

json read_json_file(const std::string& path, const std::string& flag, const std::string& schema) {
  json j = read_json_file(path, flag);
  validate_input(j, flag, schema);
  return j;
}

Rational parse_rational_field(const json& value, const std::string& field) {
  if (value.is_string()) {
    try {
      return parse_rational(value.get<std::string>());
    } catch (const ParseError& e) {
      throw InputError(field + ": " + e.what());
    }
  }
  if (value.is_number_integer()) return Rational(Integer(value.dump()));
  if (value.is_number_float())
    throw InputError(field + ": " + value.dump() +
                     " is a JSON float; write exact rationals as strings, e.g. \"3/4\" or "
                     "\"0.75\"");
  throw InputError(field + ": expected a rational as a string, got " + value.dump());
}

const json& required_field(const json& j, const std::string& key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw InputError(where + key + ": missing");
  return j[key];
}

void only_keys(const json& j, const std::set<std::string>& allowed, const std::string& what) {
  if (!j.is_object()) throw InputError(what + ": expected a JSON object");
  for (const auto& [key, _] : j.items())
    if (!allowed.count(key)) throw InputError(what + "." + key + ": unknown field");
}

void refuse_renamed(const json& j, const std::string& old_key, const std::string& new_key,
                    const std::string& entries, const std::string& what) {
  if (j.is_object() && j.contains(old_key))
    throw InputError(what + "." + old_key + ": renamed to " + new_key + ", " + entries +
                     " (the first variable is the most significant bit of the index; "
                     "docs/FORMATS.md \"Conventions\")");
}

}  // namespace debref
