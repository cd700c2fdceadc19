#!/usr/bin/env python3
# Counts heap allocations in a callgrind profile and says which of Bezel's functions cause them
# (issue 13: "no allocation per frame"). Reads the call edges of a `.cg` file (calls to malloc,
# calloc, realloc, posix_memalign, aligned_alloc, memalign) and walks each one up to the nearest
# Bezel function (a Swift symbol of a Bezel* module), splitting a shared callee's allocations
# (swift_allocObject, an Array specialisation, cairo_push_group, ...) among its callers in
# proportion to their calls (callgrind keeps one level of callers, so this is an estimate where
# a helper has several callers; the totals are exact).
# Prints the allocations and instructions per frame (frames = calls of the benchmark player's
# render(frame:); the warm-up's frames count too, as the toggle collects them), then the Bezel
# functions and the callee each allocation went through, most first.
# --through REGEX walks on past the Bezel functions whose demangled name matches (e.g.
# 'Path\.(add|move|close)' to see who grows a path instead of the Path method that appends).
# Usage (from the repository root, after a release build), profiling the benchmark's timed
# frames of one file:
#   valgrind --tool=callgrind --callgrind-out-file=OUT.cg \
#     --toggle-collect='$s10BezelBench7SamplerV7compare_12minimumCallsSayAC6TimingVGSayyycG_SitF' \
#     .build/release/bezel __bench-player bezel single 512 1 quick FILE
#   Scripts/callgrind-allocations.py OUT.cg [--top N] [--frame SYMBOL] [--through REGEX]
import argparse
import collections
import re
import signal
import subprocess
import sys

ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
# glibc's own helpers that call malloc for an allocation already counted (posix_memalign).
INTERNAL = re.compile(r"^(_mid_memalign|_int_|__libc_)")
BEZEL = re.compile(r"^\$s\d+Bezel")
FRAME = "$s10BezelBench0A6PlayerC6render5frameySi_tF"


def read_edges(path):
    """Returns {(caller, callee): calls} from a callgrind file with name compression, and the
    instructions it counted."""
    names = {}
    edges = collections.Counter()
    caller = callee = None
    instructions = 0

    def name(text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), text)

    with open(path, errors="replace") as file:
        for line in file:
            if line.startswith(("summary:", "totals:")):
                instructions = max(instructions, int(line.split()[1]))
            elif line.startswith("fn="):
                caller = name(line[3:].rstrip("\n"))
            elif line.startswith("cfn="):
                callee = name(line[4:].rstrip("\n"))
            elif line.startswith("calls=") and caller and callee:
                edges[(caller, callee)] += int(line[6:].split()[0])
    return edges, instructions


def demangle(symbols):
    symbols = list(symbols)
    try:
        out = subprocess.run(
            ["swift", "demangle", "--simplified", "--compact"],
            input="\n".join(symbols), capture_output=True, text=True, check=True,
        ).stdout.splitlines()
        if len(out) == len(symbols):
            return dict(zip(symbols, out))
    except (OSError, subprocess.CalledProcessError):
        pass
    return {s: s for s in symbols}


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("profile")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--frame", default=FRAME, help="symbol whose calls count the frames")
    parser.add_argument("--through", help="regex of demangled Bezel functions to walk past")
    args = parser.parse_args()

    edges, instructions = read_edges(args.profile)
    names = demangle({s for pair in edges for s in pair} | {args.frame})
    through = re.compile(args.through) if args.through else None

    def is_bezel(symbol):
        if not BEZEL.match(symbol):
            return False
        return not (through and through.search(names[symbol]))

    callees = collections.defaultdict(list)
    calls_into = collections.Counter()
    for (caller, callee), count in edges.items():
        callees[caller].append((callee, count))
        calls_into[callee] += count
    frames = calls_into.get(args.frame, 0)

    # Allocations one call of a non-Bezel function makes below it, down to Bezel functions.
    memo = {}

    def below(function, active):
        if function in memo:
            return memo[function]
        if function in active:
            return 0.0
        active.add(function)
        total = 0.0
        for callee, count in callees.get(function, []):
            total += count * per_call(callee, active)
        active.discard(function)
        memo[function] = total
        return total

    def per_call(callee, active):
        if INTERNAL.match(callee):
            return 0.0
        if callee in ALLOCATORS:
            return 1.0
        if is_bezel(callee) or not calls_into[callee]:
            return 0.0
        return below(callee, active) / calls_into[callee]

    total = sum(c for (caller, callee), c in edges.items()
                if callee in ALLOCATORS and caller not in ALLOCATORS and not INTERNAL.match(caller))
    sites = collections.Counter()
    for (caller, callee), count in edges.items():
        if is_bezel(caller):
            share = count * per_call(callee, set())
            if share >= 0.5:
                sites[(caller, callee)] += share
    shown = sites.most_common(args.top)
    per = (f"{total / frames:,.1f} per frame, {instructions / frames:,.0f} instructions per frame"
           if frames else "frames not found")
    print(f"allocations {total:,} over {frames:,} frames of {names[args.frame]}: {per}")
    print(f"attributed to Bezel functions: {sum(sites.values()):,.0f}")
    for (caller, callee), share in shown:
        frame_share = f"{share / frames:9.2f}" if frames else ""
        print(f"{share:12,.0f} {frame_share}  {names[caller][:110]}\n{'':24}via {names[callee][:100]}")


if __name__ == "__main__":
    sys.exit(main())
