"""A run's report in the formats other tools read: JSON, JUnit XML and TAP (text is `Report.render`)."""

from __future__ import annotations

import json
from xml.etree import ElementTree as ET

from ._runner import Report, Verdict

FORMATS = ("text", "json", "junit", "tap")


def render(report: Report, fmt: str, *, verbose: bool = False) -> str:
    if fmt == "text":
        return report.render(verbose=verbose)
    if fmt == "json":
        return json.dumps(report.to_json(), ensure_ascii=False, indent=1)
    if fmt == "junit":
        return junit(report)
    if fmt == "tap":
        return tap(report)
    raise ValueError(f"unknown report format {fmt!r}")


def _details(verdict: Verdict) -> str:
    lines = list(verdict.failures)
    if verdict.diff:
        lines.append(verdict.diff)
    return "\n".join(lines)


def _clean(text: str) -> str:
    """XML 1.0 cannot hold most control characters; an implementation's message may."""
    return "".join(ch if ch in "\t\n\r" or ord(ch) >= 0x20 else f"\\x{ord(ch):02x}" for ch in text)


def junit(report: Report) -> str:
    """One ``testsuite``; a case per scenario, its class the game; failures, errors and skips as JUnit has them."""
    suite = ET.Element("testsuite", {
        "name": "cardlaw conformance",
        "tests": str(len(report.verdicts)),
        "failures": str(report.count("failed") + report.count("xpass")),
        "errors": str(report.count("errored") + report.count("malformed")),
        "skipped": str(report.count("skipped") + report.count("xfail")),
    })
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", {"name": "implementation", "value": _clean(report.implementation)})
    ET.SubElement(props, "property", {"name": "mode", "value": report.mode})
    for verdict in report.verdicts:
        case = ET.SubElement(suite, "testcase", {
            "classname": str(verdict.scenario.get("game") or "malformed"),
            "name": verdict.id,
        })
        status = verdict.status
        if status == "failed":
            node = ET.SubElement(case, "failure", {"message": _clean(verdict.failures[0] if verdict.failures else "failed")})
            node.text = _clean(_details(verdict))
        elif status == "xpass":
            ET.SubElement(case, "failure", {"message": "listed as an expected failure, but it passes"})
        elif status in ("errored", "malformed"):
            node = ET.SubElement(case, "error", {"message": _clean(verdict.reason or "; ".join(verdict.failures))})
            node.text = _clean(_details(verdict))
        elif status == "skipped":
            ET.SubElement(case, "skipped", {"message": _clean(verdict.reason)})
        elif status == "xfail":
            ET.SubElement(case, "skipped", {"message": "expected failure: " + _clean(verdict.failures[0] if verdict.failures else "")})
    return ET.tostring(suite, encoding="unicode", xml_declaration=True)


def tap(report: Report) -> str:
    """TAP version 13: a line per case; skips and expected failures use the SKIP and TODO directives."""
    lines = ["TAP version 13", f"1..{len(report.verdicts)}"]
    for number, verdict in enumerate(report.verdicts, 1):
        name = verdict.id.replace("#", "\\#")
        status = verdict.status
        ok = status in ("passed", "skipped", "xpass")
        line = f"{'ok' if ok else 'not ok'} {number} - {name}"
        if status == "skipped":
            line += f" # SKIP {verdict.reason}"
        elif status in ("xfail", "xpass"):
            line += " # TODO expected failure" + (" (it passes now)" if status == "xpass" else "")
        lines.append(line)
        if status in ("failed", "errored", "malformed", "xfail"):
            lines.append("  ---")
            lines.append(f"  status: {status}")
            lines.append("  failures:")
            for failure in verdict.failures:
                lines.append(f"    - {json.dumps(failure, ensure_ascii=False)}")
            lines.append("  ...")
    lines.append(f"# {report.summary()}")
    return "\n".join(lines)
