#!/bin/sh
# Splits Bezel's benchmark peak (`peak MiB` of `bezel __bench-player bezel single 512 1 quick
# FILE`) by phase and by kind of page, to see what the figure is made of (issue 13, item 3).
# Runs the child under gdb and reads /proc/PID/smaps at the benchmark's baseline, when the
# compiler starts (decoding done), when the player is made (compiling done) and at the
# benchmark's peak reading; prints the anonymous pages each phase added: the writable data
# (.bss) of libswiftCore (the runtime's metadata pool and caches), of the binary and the other
# libraries, the stack, the heap, and other mappings (the caller's buffer among them).
# Usage (from the repository root, after a release build):
#   Scripts/peak-phases.sh FILE [BEZEL_BINARY]
set -eu
file=${1:?usage: Scripts/peak-phases.sh FILE [BEZEL_BINARY]}
bezel=${2:-.build/release/bezel}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
symbol() { nm "$bezel" | awk -v p="$1" '$0 ~ p { print $3; exit }'; }
reading=$(symbol 'ResidentMemoryV5parseyACSgSSFZTf4nd_n$')
compiler=$(symbol 'AnimationCompilerV7compile.*6layers4path5stack4size.*KF$')
player=$(symbol 'BezelBench0A6PlayerC9animationAC0A6Lottie0E9AnimationV_tcfc$')
snap() { echo "python open('$dir/$1','w').write(open('/proc/%d/smaps' % gdb.selected_inferior().pid).read())"; }
cat >"$dir/script.gdb" <<EOF
set pagination off
set confirm off
set startup-with-shell off
break *$reading
run __bench-player bezel single 512 1 quick $file
$(snap a)
delete
tbreak *$compiler
continue
$(snap b)
tbreak *$player
continue
$(snap c)
break *$reading
continue
$(snap d)
kill
quit
EOF
gdb -q -batch -x "$dir/script.gdb" "$bezel" >/dev/null 2>&1
python3 - "$dir" "$(basename "$bezel")" <<'EOF'
import re, sys
folder, binary = sys.argv[1], sys.argv[2]
kinds = ['libswiftCore', 'binary', 'other libs', 'stack', 'heap', 'other']
def pages(path):
    found, owner, kind = {}, '?', None
    for line in open(path):
        if re.match(r'^[0-9a-f]+-[0-9a-f]+ ', line):
            parts = line.split()
            name = parts[5].split('/')[-1] if len(parts) > 5 else None
            if name and not name.startswith('['):
                owner = name
            if name == '[heap]': kind = 'heap'
            elif name == '[stack]': kind = 'stack'
            elif name and name.startswith('['): kind = 'other'
            elif owner.startswith('libswiftCore'): kind = 'libswiftCore'
            elif owner == binary: kind = 'binary'
            elif name is None and owner == '[heap]': kind = 'other'
            else: kind = 'other libs'
            if name == '[heap]': owner = '[heap]'
        elif line.startswith('Anonymous:'):
            found[kind] = found.get(kind, 0) + int(line.split()[1])
    return found
snaps = [pages(f'{folder}/{x}') for x in 'abcd']
print('KiB        ' + ' '.join(f'{k:>12}' for k in kinds) + '        total')
for i, phase in enumerate(['decoding', 'compiling', 'frames']):
    row = [snaps[i + 1].get(k, 0) - snaps[i].get(k, 0) for k in kinds]
    print(f'{phase:10} ' + ' '.join(f'{v:12d}' for v in row) + f' {sum(row):12d}')
row = [snaps[3].get(k, 0) - snaps[0].get(k, 0) for k in kinds]
print(f'{"all":10} ' + ' '.join(f'{v:12d}' for v in row) + f' {sum(row):12d}')
EOF
