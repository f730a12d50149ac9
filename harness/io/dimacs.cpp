// Source: docs/FORMATS.md "DIMACS CNF and DRAT proofs". See dimacs.hpp.
#include "harness/io/dimacs.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <sstream>

#include "harness/io/input.hpp"

namespace debref {

namespace {

constexpr long long max_var = (1LL << 30) - 1;

/// Reads the integers of a line (at most 12 digits each, an optional minus sign); refuses
/// anything else, naming the flag and the line and what is allowed (`allowed`).
std::vector<long long> integers(const std::string& line, const std::string& where,
                                const std::string& allowed) {
  std::vector<long long> out;
  std::size_t i = 0;
  while (i < line.size()) {
    if (std::isspace(static_cast<unsigned char>(line[i]))) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    if (line[i] == '-') ++i;
    const std::size_t digits = i;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
    if (i == digits || i - digits > 12 ||
        (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))))
      throw InputError(where + ": \"" + line.substr(start, 20) +
                       "\" is not an integer of at most 12 digits (" + allowed + ")");
    out.push_back(std::stoll(line.substr(start, i - start)));
  }
  return out;
}

}  // namespace

Dimacs parse_dimacs(const std::string& text, const std::string& flag) {
  Dimacs d;
  std::istringstream in(text);
  std::string line;
  long long declared = -1, line_no = 0;
  proofs::Clause open;
  bool in_clause = false;
  while (std::getline(in, line)) {
    ++line_no;
    const std::string where = flag + ": line " + std::to_string(line_no);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == 'c') continue;
    if (line[first] == 'p') {
      std::istringstream h(line.substr(first));
      std::vector<std::string> words;
      for (std::string w; h >> w;) words.push_back(w);
      const auto count = [](const std::string& w) {  // digits only, at most 12
        return !w.empty() && w.size() <= 12 &&
                       w.find_first_not_of("0123456789") == std::string::npos
                   ? std::stoll(w)
                   : -1LL;
      };
      const long long v = words.size() == 4 ? count(words[2]) : -1,
                      c = words.size() == 4 ? count(words[3]) : -1;
      if (declared >= 0 || words.size() != 4 || words[0] != "p" || words[1] != "cnf" || v < 0 ||
          v > max_var || c < 0 || c > std::numeric_limits<int>::max())
        throw InputError(where +
                         ": the header must be one `p cnf V C` line before the clauses, "
                         "0 <= V <= " +
                         std::to_string(max_var) + ", C >= 0");
      d.variables = static_cast<int>(v);
      declared = c;
      continue;
    }
    if (declared < 0) throw InputError(where + ": a clause before the header `p cnf V C`");
    for (const long long l : integers(line, where, "-V..V, 0 ends a clause")) {
      if (l == 0) {
        d.clauses.push_back(open);
        open.clear();
        in_clause = false;
        continue;
      }
      if (l < -d.variables || l > d.variables)
        throw InputError(where + ": literal " + std::to_string(l) + " outside -" +
                         std::to_string(d.variables) + ".." + std::to_string(d.variables) +
                         " (the header's V), 0 excluded");
      open.push_back(static_cast<int>(l));
      in_clause = true;
    }
  }
  if (declared < 0) throw InputError(flag + ": no header `p cnf V C`");
  if (in_clause) throw InputError(flag + ": the last clause is not ended by 0");
  if (static_cast<long long>(d.clauses.size()) != declared)
    throw InputError(flag + ": " + std::to_string(d.clauses.size()) +
                     " clauses, the header says C = " + std::to_string(declared));
  return d;
}

std::string to_dimacs(const Dimacs& cnf) {
  std::string out =
      "p cnf " + std::to_string(cnf.variables) + " " + std::to_string(cnf.clauses.size()) + "\n";
  for (const proofs::Clause& c : cnf.clauses) {
    for (const int l : c) out += std::to_string(l) + " ";
    out += "0\n";
  }
  return out;
}

int largest_variable(const std::vector<proofs::Clause>& clauses) {
  int v = 0;
  for (const proofs::Clause& c : clauses)
    for (const int l : c) v = std::max(v, std::abs(l));
  return v;
}

std::string drat_binary(const std::string& proof, const std::string& flag, bool& binary) {
  binary = proof.find('\0') != std::string::npos;
  if (binary) return proof;
  std::string out;
  std::istringstream in(proof);
  std::string line;
  long long line_no = 0;
  proofs::Clause open;
  bool open_step = false, deletion = false;
  while (std::getline(in, line)) {
    ++line_no;
    const std::string where = flag + ": line " + std::to_string(line_no);
    std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == 'c') continue;
    if (line[first] == 'd') {
      if (open_step) throw InputError(where + ": `d` inside a step (the step before needs its 0)");
      if (first + 1 == line.size() || !std::isspace(static_cast<unsigned char>(line[first + 1])) ||
          line.find_first_not_of(" \t\r", first + 1) == std::string::npos)
        throw InputError(where + ": `d` must be followed by a space and the deleted clause");
      deletion = true;
      ++first;
    }
    for (const long long l :
         integers(line.substr(first), where, "proof literals, 0 ends a step, `d ` a deletion")) {
      if (l == 0) {
        out += proofs::drat_step(!deletion, open);
        open.clear();
        open_step = deletion = false;
        continue;
      }
      if (l < -max_var || l > max_var)
        throw InputError(where + ": literal " + std::to_string(l) + " outside -" +
                         std::to_string(max_var) + ".." + std::to_string(max_var));
      open.push_back(static_cast<int>(l));
      open_step = true;
    }
  }
  if (open_step || deletion) throw InputError(flag + ": the last step is not ended by 0");
  return out;
}

}  // namespace debref
