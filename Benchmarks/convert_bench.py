#!/usr/bin/env python3
"""Batch-conversion throughput, side by side: `bezel convert` against rlottie-python.

Converts every Lottie file (.json, .tgs, .lottie) directly inside CORPUS to animated WebP at
SIZE x SIZE, each at its own frame rate, first with `bezel convert -j JOBS`, then with
rlottie-python's `save_animation` (Pillow's WebP writer) in JOBS processes, and prints files
per second for both, the ratio, and every file one converter fails where the other succeeds.

Each rlottie conversion runs in a forked child of a process that has already imported
rlottie and Pillow, so a crash fails one file only and no interpreter start-up is timed.

Run by `make bench-convert`, which installs rlottie-python and Pillow into a venv under
.build/ first. Usage:

    python convert_bench.py --bezel PATH --corpus DIR [--jobs 2] [--size 256] [--out DIR]
                            [--bezel-quality Q] [--json]
"""

import argparse
import concurrent.futures
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time

EXTENSIONS = (".json", ".tgs", ".lottie")


def corpus_files(corpus):
    names = sorted(n for n in os.listdir(corpus) if n.lower().endswith(EXTENSIONS))
    return [os.path.join(corpus, n) for n in names if os.path.isfile(os.path.join(corpus, n))]


def child_cpu():
    """User + system seconds of the children waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_bezel(bezel, corpus, out, jobs, size, quality):
    shutil.rmtree(out, ignore_errors=True)
    command = [bezel, "convert", corpus, "--out-dir", out, "--format", "webp",
               "--size", f"{size}x{size}", "-j", str(jobs), "--force", "--no-progress"]
    if quality is not None:
        command += ["--quality", str(quality)]
    started, cpu = time.monotonic(), child_cpu()
    result = subprocess.run(command, capture_output=True, text=True)
    seconds, cpu = time.monotonic() - started, child_cpu() - cpu
    if result.returncode not in (0, 65):
        sys.exit(f"bezel convert exited {result.returncode}:\n{result.stderr}")
    failed = {}
    for line in result.stdout.splitlines():
        match = re.match(r"  failed  (.*?): (.*)$", line)
        if match:
            failed[os.path.basename(match.group(1))] = match.group(2)
    return seconds, cpu, failed, " ".join(command)


def rlottie_child(path, target, size):
    """Runs in a forked child: converts one file and exits 0, or 1 with a message."""
    try:
        from rlottie_python import LottieAnimation
        if path.lower().endswith(".tgs"):
            animation = LottieAnimation.from_tgs(path)
        else:
            animation = LottieAnimation.from_file(path)
        animation.save_animation(target, width=size, height=size)
        os._exit(0)
    except BaseException as error:  # noqa: BLE001 — any failure fails this file only
        sys.stderr.write(f"{os.path.basename(path)}: {error!r}\n")
        os._exit(1)


def rlottie_one(path, out, size):
    target = os.path.join(out, os.path.splitext(os.path.basename(path))[0] + ".webp")
    pid = os.fork()
    if pid == 0:
        rlottie_child(path, target, size)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"crashed (signal {os.WTERMSIG(status)})"
    if os.WEXITSTATUS(status) != 0 or not os.path.exists(target):
        return "failed"
    return None


def run_rlottie(files, out, jobs, size):
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    # Imported before forking, so no child pays for it.
    import rlottie_python  # noqa: F401
    import PIL.Image  # noqa: F401
    started, cpu = time.monotonic(), child_cpu()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        outcomes = list(pool.map(lambda path: rlottie_one(path, out, size), files))
    seconds, cpu = time.monotonic() - started, child_cpu() - cpu
    failed = {os.path.basename(p): o for p, o in zip(files, outcomes) if o}
    return seconds, cpu, failed


def tree_bytes(folder):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, names in os.walk(folder)
               for f in names)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bezel", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--out", default=".build/bench-convert")
    parser.add_argument("--bezel-quality", type=float, default=None,
                        help="lossy WebP at this quality (default: bezel's lossless WebP)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    files = corpus_files(args.corpus)
    load = os.getloadavg()[0]
    bezel_seconds, bezel_cpu, bezel_failed, command = run_bezel(
        args.bezel, args.corpus, os.path.join(args.out, "bezel"), args.jobs, args.size,
        args.bezel_quality)
    rlottie_seconds, rlottie_cpu, rlottie_failed = run_rlottie(
        files, os.path.join(args.out, "rlottie"), args.jobs, args.size)

    count = len(files)
    bezel_rate = (count - len(bezel_failed)) / bezel_seconds
    rlottie_rate = (count - len(rlottie_failed)) / rlottie_seconds
    only_bezel_failed = sorted(set(bezel_failed) - set(rlottie_failed))
    only_rlottie_failed = sorted(set(rlottie_failed) - set(bezel_failed))
    result = {
        "files": count, "size": args.size, "jobs": args.jobs,
        "load_average_before": round(load, 1),
        "bezel": {"seconds": round(bezel_seconds, 2), "cpu_seconds": round(bezel_cpu, 2),
                  "bytes": tree_bytes(os.path.join(args.out, "bezel")),
                  "failed": len(bezel_failed),
                  "files_per_second": round(bezel_rate, 2), "command": command,
                  "webp": f"lossy q{args.bezel_quality:g}" if args.bezel_quality is not None
                  else "lossless, effort 0"},
        "rlottie": {"seconds": round(rlottie_seconds, 2), "cpu_seconds": round(rlottie_cpu, 2),
                    "bytes": tree_bytes(os.path.join(args.out, "rlottie")),
                    "failed": len(rlottie_failed),
                    "files_per_second": round(rlottie_rate, 2),
                    "webp": "Pillow's default (lossy q80, method 4)"},
        "speedup": round(bezel_rate / rlottie_rate, 2) if rlottie_rate else None,
        # CPU seconds per converted file, rlottie's over bezel's: what the speedup would be on
        # an otherwise idle machine, where both get the same cores.
        "cpu_speedup": round((rlottie_cpu / max(1, count - len(rlottie_failed)))
                             / (bezel_cpu / max(1, count - len(bezel_failed))), 2),
        "bezel_failed_where_rlottie_succeeded": {n: bezel_failed[n] for n in only_bezel_failed},
        "rlottie_failed_where_bezel_succeeded": {n: rlottie_failed[n] for n in only_rlottie_failed},
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{count} files -> animated WebP at {args.size}x{args.size}, {args.jobs} at once "
          f"(load average {load:.1f} before)")
    for name, seconds, cpu, rate, failures in [
            ("bezel", bezel_seconds, bezel_cpu, bezel_rate, bezel_failed),
            ("rlottie", rlottie_seconds, rlottie_cpu, rlottie_rate, rlottie_failed)]:
        print(f"  {name:8} {seconds:7.1f} s  {cpu:7.1f} CPU s  {rate:6.2f} files/s  "
              f"{result[name]['bytes'] / 1048576:6.1f} MiB  {len(failures)} failed  "
              f"({result[name]['webp']})")
    print(f"  bezel / rlottie files per second: {result['speedup']}x "
          f"(per CPU second: {result['cpu_speedup']}x)")
    for name in only_bezel_failed:
        print(f"  bezel failed, rlottie did not: {name}: {bezel_failed[name]}")
    for name in only_rlottie_failed:
        print(f"  rlottie failed, bezel did not: {name}: {rlottie_failed[name]}")


if __name__ == "__main__":
    main()
