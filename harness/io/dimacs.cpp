// Source: docs/FORMATS.md "DIMACS CNF and DRAT proofs". See dimacs.hpp.
#include "harness/io/dimacs.hpp"

#include <cctype>
#include <cstdint>
#include <limits>
#include <sstream>

#include "harness/io/input.hpp"

namespace debref {

namespace {

constexpr long long max_var = (1LL << 30) - 1;

/// Reads the integers of a line; refuses anything else (names the flag and the line).
std::vector<long long> integers(const std::string& line, const std::string& where) {
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
                       "\" is not an integer literal (-V..V, 0 ends a clause)");
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
      std::istringstream h(line.substr(first + 1));
      std::string cnf, rest;
      long long v = -1, c = -1;
      if (declared >= 0 || !(h >> cnf >> v >> c) || cnf != "cnf" || (h >> rest) || v < 0 ||
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
    for (const long long l : integers(line, where)) {
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
      deletion = true;
      ++first;
    }
    for (const long long l : integers(line.substr(first), where)) {
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
