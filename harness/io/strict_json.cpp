// Strict, bounded JSON parsing (harness/io/input.hpp): nlohmann's iterative parser driven through
// a SAX handler that refuses deep nesting, duplicate keys and non-finite numbers.
#include <cmath>
#include <vector>

#include "harness/io/input.hpp"

namespace debref {

namespace {

using nlohmann::json;

/// The DOM builder of nlohmann::json plus the checks; tracks the JSON path for messages.
class StrictSax {
 public:
  explicit StrictSax(json& root) : dom_(root, true) {}

  bool null() { return value() && dom_.null(); }
  bool boolean(bool b) { return value() && dom_.boolean(b); }
  bool number_integer(json::number_integer_t v) { return value() && dom_.number_integer(v); }
  bool number_unsigned(json::number_unsigned_t v) { return value() && dom_.number_unsigned(v); }
  bool number_float(json::number_float_t v, const json::string_t& s) {
    if (!std::isfinite(v))
      return fail(path() + ": the number " + clip(s) +
                  " is beyond the range of a double (write exact values as rational strings)");
    return value() && dom_.number_float(v, s);
  }
  bool string(json::string_t& s) { return value() && dom_.string(s); }
  bool binary(json::binary_t& b) { return value() && dom_.binary(b); }
  bool start_object(std::size_t n) { return open(true) && dom_.start_object(n); }
  bool key(json::string_t& k) {
    Frame& f = frames_.back();
    if (!f.keys.insert(k).second) {
      f.key = k;
      return fail(path() + ": duplicate key (each key at most once per object)");
    }
    f.key = k;
    return dom_.key(k);
  }
  bool end_object() {
    frames_.pop_back();
    return dom_.end_object();
  }
  bool start_array(std::size_t n) { return open(false) && dom_.start_array(n); }
  bool end_array() {
    frames_.pop_back();
    return dom_.end_array();
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
    return fail(std::string("not valid JSON (") + e.what() + ")");
  }

  const std::string& error() const { return error_; }

 private:
  struct Frame {
    bool object = false;
    std::size_t index = 0;  // arrays: the next element's index
    std::string key;        // objects: the last key
    std::set<std::string> keys;
  };

  /// Called before every value: advances the enclosing array's index.
  bool value() {
    if (!frames_.empty() && !frames_.back().object) ++frames_.back().index;
    return true;
  }
  bool open(bool object) {
    value();
    if (frames_.size() >= kMaxJsonDepth)
      return fail(path() + ": nested deeper than " + std::to_string(kMaxJsonDepth) +
                  " arrays or objects, the most debref reads");
    frames_.push_back(Frame{object, 0, {}, {}});
    return true;
  }
  bool fail(std::string message) {
    error_ = std::move(message);
    return false;
  }
  static std::string clip(const std::string& s) {
    return s.size() > 40 ? s.substr(0, 37) + "..." : s;
  }
  std::string path() const {
    std::string p = "$";
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      if (frames_.size() > 16 && i == 8) {
        p += "[...]";
        i = frames_.size() - 4;
      }
      const Frame& f = frames_[i];
      if (f.object)
        p += "[" + json(clip(f.key)).dump(-1, ' ', false, json::error_handler_t::replace) + "]";
      else
        p += "[" + std::to_string(f.index == 0 ? 0 : f.index - 1) + "]";
    }
    return p;
  }

  nlohmann::detail::json_sax_dom_parser<json> dom_;
  std::vector<Frame> frames_;
  std::string error_;
};

}  // namespace

json parse_json_text(const std::string& text, const std::string& what) {
  json result;
  StrictSax sax(result);
  bool ok = false;
  try {
    ok = json::sax_parse(text, &sax);
  } catch (const json::exception& e) {
    throw InputError(what + ": not valid JSON (" + e.what() + ")");
  }
  if (!ok) throw InputError(what + ": " + (sax.error().empty() ? "not valid JSON" : sax.error()));
  return result;
}

}  // namespace debref
