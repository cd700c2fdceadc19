#!/bin/bash
# The preview's cost per frame: process CPU time (perf's task-clock) over SECONDS of
# `bezel preview SCENE` under Xvfb with GSK_RENDERER=cairo, divided by the frames GTK drew
# (uprobe on gsk_renderer_render), with Cairo strokes per frame (uprobe on cairo_stroke) and,
# with COPIES=1, large copies per frame (uprobe on glibc's memmove, calls of at least 64 KiB:
# Cairo's copy-on-write copy of a released node's pixels is one such call; the preview's own
# copies go row by row). A uprobe's hit is dear on this machine, and the memmove probe fires
# on every memmove: with it the ring read 4.6 ms a frame, without it 0.75 ms, and `perf stat`
# with no probe at all 0.26 ms (2026-12-07, idle), so it is off by default and the figures are
# for comparing binaries, not the preview's own cost (Scripts/preview-cpu.sh is that). Per
# frame it compares binaries better than % of a core when the machine is loaded and the frame
# clock drops frames. Needs perf with uprobes (root); the probes are removed after. MEMMOVE names
# glibc's memmove variant this CPU uses (perf report shows it).
#
#   Scripts/preview-frame-cost.sh ring|loading [SECONDS] [BINARY]
#
# A click at the window's centre starts the ring or shows the overlay (which shows for 5 s:
# keep SECONDS at 3.5 or less for it), 1 s before the measurement begins.
set -euo pipefail
scene=${1:?scene: ring or loading}
seconds=${2:-3.5}
binary=${3:-.build/release/bezel}
memmove=${MEMMOVE:-__memmove_avx512_unaligned_erms}
gtk=$(ldconfig -p | awk '/libgtk-4.so.1 /{print $NF; exit}')
cairo=$(ldconfig -p | awk '/libcairo.so.2 /{print $NF; exit}')
libc=$(ldconfig -p | awk '/libc.so.6 /{print $NF; exit}')
perf probe -q -x "$gtk" -a bezelframe=gsk_renderer_render
perf probe -q -x "$cairo" -a bezelstroke=cairo_stroke
copies=${COPIES:-0}
copyEvents=""
if [ "$copies" = 1 ]; then
  perf probe -q -x "$libc" -a "bezelcopy=$memmove len=%dx:u64"
  copyEvents='-e probe_libc:bezelcopy --filter "len >= 65536"'
fi
trap 'perf probe -q -d "probe_libgtk:bezelframe" -d "probe_libcairo:bezelstroke"
  if [ "$copies" = 1 ]; then perf probe -q -d "probe_libc:bezelcopy"; fi' EXIT
export scene seconds binary copyEvents
xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  export GSK_RENDERER=cairo
  $binary preview $scene >/dev/null 2>&1 & pid=$!; sleep 3
  win=$(xdotool search --sync --pid $pid | tail -1); eval $(xdotool getwindowgeometry --shell $win)
  xdotool mousemove --window $win $((WIDTH / 2)) $((HEIGHT / 2)) click 1; sleep 1
  eval perf stat -x, -e task-clock,probe_libgtk:bezelframe,probe_libcairo:bezelstroke \
    $copyEvents -p $pid \
    -- sleep $seconds 2>&1 | awk -F, -v load="$(cut -d" " -f1 /proc/loadavg)" "
      /task-clock/ { ms = \$1 } /bezelframe/ { frames = \$1 } /bezelstroke/ { strokes = \$1 }
      /bezelcopy/ { copies = \$1; counted = 1 }
      END { printf \"%.3f ms a frame, %.2f strokes a frame\", ms / frames, strokes / frames
        if (counted) printf \", %.2f copies of 64 KiB or more a frame\", copies / frames
        printf \" (%d frames, %.1f ms; load %s)\\n\", frames, ms, load }"
  kill $pid'
