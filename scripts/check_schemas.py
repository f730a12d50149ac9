#!/usr/bin/env python3
"""Cross-checks debref's JSON Schemas (docs/schema) and its own validator against an independent
implementation, Debian's python3-jsonschema (Draft 2020-12):

1. every schema is a valid draft 2020-12 schema;
2. every document of tests/schema/<schema>/valid is valid and every one of .../invalid is invalid,
   by both validators;
3. the golden test-vector files (tests/vectors) are valid vectors.json documents, and each JSON
   file of their command lines gets the same verdict from both under every schema.

Usage: check_schemas.py DEBREF SOURCE_DIR. Exit 0 when all agree, 1 otherwise."""
import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

debref, root = sys.argv[1], sys.argv[2]
schema_dir = os.path.join(root, "docs", "schema")
schemas = {os.path.basename(p): json.load(open(p)) for p in glob.glob(os.path.join(schema_dir, "*.json"))}
store = {s["$id"]: s for s in schemas.values()}
problems = []

try:  # jsonschema >= 4.18
    from referencing import Registry, Resource
    registry = Registry().with_resources(
        [(uri, Resource.from_contents(s)) for uri, s in store.items()])

    def python_valid(name, doc):
        v = jsonschema.Draft202012Validator(schemas[name], registry=registry)
        return v.is_valid(doc)
except ImportError:  # Debian bookworm's 4.10
    def python_valid(name, doc):
        resolver = jsonschema.RefResolver(schemas[name]["$id"], schemas[name], store=store)
        return jsonschema.Draft202012Validator(schemas[name], resolver=resolver).is_valid(doc)

for name, s in sorted(schemas.items()):
    try:
        jsonschema.Draft202012Validator.check_schema(s)
    except jsonschema.SchemaError as e:
        problems.append(f"{name}: not a valid draft 2020-12 schema: {e.message}")

# (schema, file, expected validity or None when only agreement is required)
cases = []
for path in sorted(glob.glob(os.path.join(root, "tests", "schema", "*", "*", "*.json"))):
    kind = os.path.basename(os.path.dirname(path))
    schema = os.path.basename(os.path.dirname(os.path.dirname(path))) + ".json"
    cases.append((schema, path, kind == "valid"))
tmp = tempfile.mkdtemp()
for path in sorted(glob.glob(os.path.join(root, "tests", "vectors", "*.json"))):
    cases.append(("vectors.json", path, True))  # the golden files themselves
    for i, vector in enumerate(json.load(open(path))["vectors"]):
        # Each JSON file debref reads for the vector (its command_line), against every schema:
        # the two validators must agree on each pair.
        for j, f in enumerate(vector["command_line"]["files"]):
            doc = os.path.join(tmp, f"{os.path.basename(path)}-{i}-{j}.json")
            json.dump(vector["input"][f["input"]] if "input" in f else f["content"], open(doc, "w"))
            cases += [(schema, doc, None) for schema in sorted(schemas)]

by_schema = {}
for schema, path, expected in cases:
    by_schema.setdefault(schema, []).append((path, expected))
checked = 0
for schema, entries in sorted(by_schema.items()):
    run = subprocess.run([debref, "validate", "--json", "--schema", schema] + [p for p, _ in entries],
                         capture_output=True, text=True)
    results = {r["file"]: r for r in json.loads(run.stdout)["results"]}
    for path, expected in entries:
        ours = results[path]["valid"]
        theirs = python_valid(schema, json.load(open(path)))
        checked += 1
        where = os.path.relpath(path, root) if path.startswith(root) else path
        if ours != theirs:
            problems.append(f"{where}: debref says {ours}, python3-jsonschema says {theirs} ({schema})")
        elif expected is not None and ours != expected:
            problems.append(f"{where}: expected {'valid' if expected else 'invalid'} ({schema})")
        if not ours and not results[path].get("path"):
            problems.append(f"{where}: invalid without a JSON path")

for p in problems:
    print("check_schemas:", p, file=sys.stderr)
print(f"check_schemas: {len(schemas)} schemas, {checked} documents, {len(problems)} problems")
sys.exit(1 if problems else 0)
