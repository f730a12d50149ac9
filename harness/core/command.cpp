#include "harness/core/command.hpp"

#include <sstream>
#include <stdexcept>
#include <string>

#include "harness/core/build_info.hpp"
#include "harness/core/progress.hpp"
#include "harness/io/input.hpp"

namespace debref {

int run_command(const std::string& name, bool json, std::ostream& out, std::ostream& err,
                const std::function<nlohmann::json()>& compute,
                const std::function<int(const nlohmann::json& result, std::ostream& out)>& text) {
  nlohmann::json result;
  try {
    result = compute();
  } catch (const InputError& e) {  // found late, maybe while the progress line is drawn
    progress::print_line(err, "debref " + name + ": " + e.what());
    return 2;
  } catch (const std::invalid_argument& e) {
    progress::print_line(err, "debref " + name + ": " + e.what());
    return 2;
  }
  if (json) {
    out << json_output(result);
    return 0;
  }
  std::ostringstream buffered;  // nothing partial on stdout
  const int code = text(result, buffered);
  out << buffered.str();
  return code;
}

int run_command(const std::string& name, bool json, std::ostream& out, std::ostream& err,
                const std::function<nlohmann::json()>& compute,
                const std::function<void(const nlohmann::json& result, std::ostream& out)>& text,
                const std::function<int(const nlohmann::json& result)>& code) {
  int exit_code = 0;
  const int usage = run_command(
      name, json, out, err,
      [&] {
        nlohmann::json result = compute();
        exit_code = code(result);
        return result;
      },
      [&](const nlohmann::json& result, std::ostream& o) {
        text(result, o);
        return 0;
      });
  return usage != 0 ? usage : exit_code;
}

}  // namespace debref
