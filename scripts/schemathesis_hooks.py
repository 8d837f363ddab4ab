"""What schemathesis cannot know about NavState, and only that.

`positive_data_acceptance` (ST202) expects every schema-valid request to be accepted. Some are
refused for reasons no JSON Schema can state, and the refusal is the documented behaviour:

* every 422: UIKit's rules and NavState's on the session's state and on what a spec builds
  (openapi.yaml lists them under the 422 answers: `tab-bar-without-tabs`, `page-count-mismatch`,
  ...), the limits in bytes (`controller-too-large`, `too-many-callbacks`), references inside a
  storyboard (`invalid-storyboard`), and an `Idempotency-Key` already used with another request
  (`idempotency-key-reused`, as the IETF idempotency draft asks);
* 412 `revision-mismatch`: an `If-Match` naming another revision than the session's;
* 400 `invalid-body` for references and uniqueness inside an import document (a `released`
  key naming no custom container of it, two storyboards under one name, a storyboard's two
  scenes under one identifier), which JSON Schema cannot check;
* a body schemathesis generated as valid that is not: its generator does not apply
  `dependentSchemas` (which ties a batch action's `body` to its `action`, a segue's fields to
  its `kind`) in every phase, so each such failure is checked again with a full JSON Schema
  2020-12 validator and dropped only when the body is invalid.

A method the API does not implement (`TRACE`, `QUERY`, ...) is answered 501
`method-not-implemented`, as RFC 9110 asks for a method the server does not recognize or
support, and a `TRACE` with a body 400 `invalid-framing` (RFC 9110 forbids it content; docs/security.md
"Slow and hostile clients"); the checks that expect 405 for undeclared methods (ST204), or no
5xx at all (ST101), report them, and only for them are their failures dropped.
Every other failure is kept.
"""

import json
import pathlib

import jsonschema
import referencing
import referencing.jsonschema
import schemathesis
import yaml

SPEC = yaml.safe_load((pathlib.Path(__file__).parent.parent / "openapi.yaml").read_text())
REGISTRY = referencing.Registry().with_resource(
    "urn:navstate", referencing.Resource.from_contents(SPEC, default_specification=referencing.jsonschema.DRAFT202012))


def _body_is_valid(case):
    """Whether the case's JSON body is valid for its operation by a full JSON Schema 2020-12
    validator: schemathesis's generator does not apply `dependentSchemas` in every phase, and
    a body it calls valid may not be."""
    operation = SPEC["paths"].get(case.operation.path, {}).get(case.method.lower(), {})
    content = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if content is None or case.body is None:
        return True
    schema = json.loads(json.dumps(content["schema"]).replace('"#/', '"urn:navstate#/'))
    return jsonschema.Draft202012Validator(schema, registry=REGISTRY).is_valid(case.body)

# Uniqueness by a member and references by name, inside an import document (its storyboards'
# scenes and segues too), as the server words them.
UNSTATABLE_BODY_RULES = ("are distinct", "names another", "names no ", "is not the identifier of a scene")
DECLARED_METHODS = {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"}


def _problem(response):
    try:
        body = json.loads(response.content or b"{}")
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


@schemathesis.hook
def filter_failure(context, failure, case, response):
    problem = _problem(response)
    method = (response.request.method or "").upper()
    if method not in DECLARED_METHODS and response.status_code in (400, 501):
        return problem.get("type") not in ("method-not-implemented", "invalid-framing")
    if type(failure).__name__ != "RejectedPositiveData":
        return True
    if response.status_code == 422 or problem.get("type") == "revision-mismatch":
        return False
    if not _body_is_valid(case):
        return False
    detail = str(problem.get("detail", ""))
    if problem.get("type") == "invalid-body" and any(rule in detail for rule in UNSTATABLE_BODY_RULES):
        return False
    return True
