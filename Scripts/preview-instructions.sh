#!/bin/bash
# The live preview's instructions per frame, split by part: `bezel preview SCENE` under Xvfb
# (GSK_RENDERER=cairo) and callgrind, instrumentation switched on 1 s after a click at the
# window's centre (the loading scene is clicked again 4.2 s later, as preview-cpu.sh does),
# then SECONDS of frames; frames are the calls of GTK's gsk_renderer_render.
#
#   Scripts/preview-instructions.sh ring|loading [SECONDS] [BINARY] [OUT]
#
# Instruction counts do not depend on what else runs on the machine, but how many frames GTK
# draws does (valgrind runs the preview 30-60 times slower, and the frame clock drops frames
# to keep time): compare per-frame figures. At fewer frames a second the ring's arc moves
# further a frame, so its tiles change a little more. Counts of libc's memset and memcpy are
# bytes, not instructions (valgrind counts each step of `rep stosb`), which overstates GTK's
# zeroed surfaces against their time. OUT (default /tmp/preview-SCENE.cg) keeps the profile
# for callgrind_annotate.
set -euo pipefail
scene=${1:?scene: ring or loading}
seconds=${2:-10}
binary=${3:-.build/release/bezel}
out=${4:-/tmp/preview-$scene.cg}
rm -f "$out" "$out".*
export scene seconds binary out
xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  export GSK_RENDERER=cairo
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=$out \
    $binary preview $scene >/dev/null 2>&1 & pid=$!
  # The window by its title: under valgrind GDK'"'"'s 1×1 leader window may be found first.
  win=$(xdotool search --sync --name "Bezel preview" | tail -1); sleep 5
  eval $(xdotool getwindowgeometry --shell $win)
  click() { xdotool mousemove --window $win $((WIDTH / 2)) $((HEIGHT / 2)) click 1; }
  click; sleep 1
  callgrind_control -z $pid >/dev/null 2>&1; callgrind_control -i on $pid >/dev/null 2>&1
  if [ "$scene" = loading ]; then
    sleep 4.2; click; sleep $(echo "$seconds - 4.2" | bc)
  else
    sleep $seconds
  fi
  callgrind_control -d $pid >/dev/null 2>&1; sleep 1
  kill $pid; wait $pid || true'
profile=$(ls "$out".* | tail -1)
tree=$(mktemp)
callgrind_annotate --inclusive=yes --tree=calling --threshold=100 "$profile" >"$tree" 2>/dev/null
total=$(awk '/^summary/ {print $2}' "$profile")
frames=$(grep -E '> .*\?\?\?:gsk_renderer_render \(' "$tree" | head -1 |
  sed -E 's/.*\(([0-9,]+)x\).*/\1/' | tr -d ,)
# Inclusive instructions of the first function matching a pattern.
cost() { grep -E "^ *[0-9,]+ .*\*  .*$1" "$tree" | head -1 | awk '{gsub(",", "", $1); print $1}'; }
render=$(cost '\?\?\?:gsk_renderer_render ')
snapshot=$(cost 'PreviewHost.*snapshot_5width')
canvas=$(cost 'FramePixels.*update_5scale')
tiles=$(cost 'FramePixels.*append2to')
stroke=$(cost '\?\?\?:cairo_stroke ')
tick=$(cost 'PreviewHost.*tick10frameClock')
rm -f "$tree"
awk -v t="$total" -v f="$frames" -v r="$render" -v s="$snapshot" -v c="$canvas" -v ti="$tiles" \
  -v st="${stroke:-0}" -v tk="${tick:-0}" -v p="$profile" 'BEGIN {
  k = 1000 * f
  printf "%d frames, %.1f M instructions, %.0f K a frame (%s)\n", f, t / 1e6, t / k, p
  printf "  view snapshot  %5.0f K  (canvas %.0f K, of it cairo_stroke %.0f K; tiles %.0f K)\n", s / k, c / k, st / k, ti / k
  printf "  GTK render     %5.0f K\n", r / k
  printf "  tick           %5.0f K\n", tk / k
  printf "  the rest       %5.0f K  (main loop, frame clock, other widgets)\n", (t - s - r - tk) / k }'
