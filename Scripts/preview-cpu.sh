#!/bin/bash
# The preview's live cost: process CPU time (utime + stime from /proc/PID/stat) over 10 s of
# `bezel preview SCENE` under Xvfb, printed as % of one core with the 1-minute load average.
#
#   Scripts/preview-cpu.sh ring [RENDERER] [BINARY]      # the ring, running
#   Scripts/preview-cpu.sh loading [RENDERER] [BINARY]   # the loading overlay, showing
#
# RENDERER is GSK_RENDERER (default cairo; "gl" is GTK's own pick with OpenGL; "default" leaves
# GSK_RENDERER unset, so the preview chooses: Cairo where OpenGL is Mesa's software rasteriser).
# A click at the window's centre starts the ring, or shows the overlay (and again after
# 5.2 s, since it shows for 5 s), 0.5 s before the 10 s begin.
set -euo pipefail
scene=${1:?scene: ring or loading}
renderer=${2:-cairo}
binary=${3:-.build/release/bezel}
export scene renderer binary
xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  if [ "$renderer" = default ]; then unset GSK_RENDERER; else export GSK_RENDERER=$renderer; fi
  $binary preview $scene >/dev/null 2>&1 & pid=$!; sleep 3
  win=$(xdotool search --sync --pid $pid | tail -1); eval $(xdotool getwindowgeometry --shell $win)
  click() { xdotool mousemove --window $win $((WIDTH / 2)) $((HEIGHT / 2)) click 1; }
  click; sleep 0.5
  t0=$(awk "{print \$14 + \$15}" /proc/$pid/stat)
  if [ "$scene" = loading ]; then sleep 4.7; click; sleep 5.3; else sleep 10; fi
  t1=$(awk "{print \$14 + \$15}" /proc/$pid/stat)
  echo "$(echo "scale=1; ($t1 - $t0) / 10" | bc) % (load $(cut -d" " -f1 /proc/loadavg))"
  kill $pid'
