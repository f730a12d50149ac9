#!/usr/bin/env python3
"""Pins the instance counts of every check: reads `debref check --json` on stdin and prints
{"id": [non-vacuous, vacuous]} for tests/data/instance_counts.json (tests/instance_counts.hpp).
Only checks that ran to their end (not UNKNOWN) are pinned.

    build/harness/debref check --json | python3 scripts/instance_counts.py > tests/data/instance_counts.json
"""
import json
import sys

result = json.load(sys.stdin)
counts = {c["id"]: [c["instances"], c.get("vacuous", 0)]
          for c in result["checks"] if c["status"] != "UNKNOWN"}
print("{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(counts.items())) + "\n}")
