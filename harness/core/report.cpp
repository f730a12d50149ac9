#include "harness/core/report.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iomanip>
#include <sstream>
#include <stdexcept>

namespace debref {

Summary summarize(const std::vector<CheckRun>& runs) {
  Summary s;
  for (const auto& r : runs) {
    switch (r.result.status) {
      case Status::Pass:
        ++s.passed;
        break;
      case Status::Fail:
        ++s.failed;
        break;
      case Status::Unknown:
        ++s.unknown;
        break;
      case Status::Vacuous:
        ++s.vacuous;
        break;
      case Status::Caught:
        ++s.caught;
        break;
    }
  }
  return s;
}

std::string summary_line(const Summary& s) {
  std::string line = std::to_string(s.passed) + " passed, " + std::to_string(s.failed) + " failed";
  if (s.caught > 0) line += ", " + std::to_string(s.caught) + " caught";
  if (s.vacuous > 0) line += ", " + std::to_string(s.vacuous) + " vacuous";
  if (s.unknown > 0) line += ", " + std::to_string(s.unknown) + " unknown";
  return line;
}

int exit_code(const Summary& s) {
  return s.failed + s.vacuous > 0 ? 1 : s.unknown > 0 ? 3 : 0;
}

std::string brief_rational(const std::string& exact) {
  if (exact.size() <= 40) return exact;
  auto part = [](const std::string& digits) {
    if (digits.size() <= 19) return digits;
    return digits.substr(0, 8) + "…(" + std::to_string(digits.size()) + " digits)";
  };
  const auto slash = exact.find('/');
  if (slash == std::string::npos) return part(exact);
  return part(exact.substr(0, slash)) + "/" + part(exact.substr(slash + 1));
}

void print_table(std::ostream& out, const std::vector<CheckRun>& runs) {
  std::size_t width = 5;
  for (const auto& r : runs) width = std::max(width, r.check->id.size());
  out << std::left << std::setw(static_cast<int>(width)) << "check"
      << "  status   instances  vacuous  seconds  min slack\n";
  const auto dump = [](const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  };
  for (const auto& r : runs) {
    out << std::left << std::setw(static_cast<int>(width)) << r.check->id << "  " << std::setw(7)
        << to_string(r.result.status) << "  " << std::right << std::setw(9) << r.result.instances
        << "  " << std::setw(7) << r.result.vacuous << "  " << std::setw(7) << std::fixed
        << std::setprecision(2) << r.result.seconds << "  "
        << (r.result.min_slack ? brief_rational(*r.result.min_slack) : "-") << "\n";
    if (r.result.status != Status::Pass || r.check->twin) {
      out << "    " << r.check->source << ": " << r.check->statement << "\n";
      if (!r.result.detail.empty()) out << "    " << r.result.detail << "\n";
    }
    if (r.result.counterexample && r.result.status == Status::Fail)
      out << "    counterexample: " << dump(*r.result.counterexample) << "\n";
    if (r.result.counterexample && r.result.status == Status::Caught)
      out << "    caught by: " << dump(*r.result.counterexample) << "\n";
  }
}

nlohmann::json to_json(const std::vector<CheckRun>& runs) {
  nlohmann::json checks = nlohmann::json::array();
  for (const auto& r : runs) {
    nlohmann::json c = {{"id", r.check->id},
                        {"family", r.check->family},
                        {"source", r.check->source},
                        {"statement", r.check->statement},
                        {"status", to_string(r.result.status)},
                        {"instances", r.result.instances},
                        {"vacuous", r.result.vacuous},
                        {"seconds", r.result.seconds},
                        {"twin", r.check->twin},
                        {"detail", r.result.detail}};
    if (r.result.min_slack) c["min_slack"] = *r.result.min_slack;
    if (r.result.tightest) c["tightest"] = *r.result.tightest;
    if (r.result.counterexample) c["counterexample"] = *r.result.counterexample;
    checks.push_back(c);
  }
  Summary s = summarize(runs);
  return {{"checks", checks},
          {"summary",
           {{"passed", s.passed},
            {"failed", s.failed},
            {"unknown", s.unknown},
            {"vacuous", s.vacuous},
            {"caught", s.caught}}}};
}

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\n':
      case '\t':
      case '\r':
        out += c;
        break;
      default:  // other control characters are not allowed in XML 1.0
        out += (static_cast<unsigned char>(c) < 0x20) ? '?' : c;
    }
  }
  return out;
}

void write_junit(const std::string& path, const std::vector<CheckRun>& runs) {
  Summary s = summarize(runs);
  std::ostringstream xml;
  xml << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuite name=\"debref\" tests=\"" << runs.size() << "\" failures=\""
      << s.failed + s.vacuous << "\" skipped=\"" << s.unknown << "\">\n";
  for (const auto& r : runs) {
    xml << "  <testcase classname=\"" << xml_escape(r.check->family) << "\" name=\""
        << xml_escape(r.check->id) << "\" time=\"" << r.result.seconds << "\">\n";
    xml << "    <properties>\n"
        << "      <property name=\"status\" value=\"" << to_string(r.result.status) << "\"/>\n"
        << "      <property name=\"instances\" value=\"" << r.result.instances << "\"/>\n"
        << "      <property name=\"vacuous\" value=\"" << r.result.vacuous << "\"/>\n";
    if (r.result.min_slack)
      xml << "      <property name=\"min_slack\" value=\"" << xml_escape(*r.result.min_slack)
          << "\"/>\n";
    xml << "    </properties>\n";
    std::string body = r.result.detail;
    if (r.result.counterexample)
      body += "\ncounterexample: " + r.result.counterexample->dump(
                                         -1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (r.result.status == Status::Fail || r.result.status == Status::Vacuous)
      xml << "    <failure message=\"" << to_string(r.result.status) << ": "
          << xml_escape(r.check->statement) << "\">" << xml_escape(body) << "</failure>\n";
    if (r.result.status == Status::Unknown)
      xml << "    <skipped message=\"UNKNOWN: " << xml_escape(body) << "\"/>\n";
    xml << "  </testcase>\n";
  }
  xml << "</testsuite>\n";
  write_atomically(path, xml.str(), "--report");
}

void probe_writable(const std::string& path) {
  probe_output_file(path, "--report");
}

}  // namespace debref
