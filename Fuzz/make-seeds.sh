#!/bin/bash
# Writes the generated part of the seed corpora into $1 (default .build-fuzz/seeds):
# `.tgs` and `.lottie` containers wrapping the hand-written JSON in Fuzz/Seeds/lottie, and tiny
# PNG, JPEG and WebP images (several colour types, bit depths, interlacing, alpha).
set -eu
cd "$(dirname "$0")/.."
OUT=${1:-.build-fuzz/seeds}
rm -rf "$OUT"
mkdir -p "$OUT/lottie" "$OUT/images"
cp Fuzz/Seeds/lottie/*.json "$OUT/lottie/"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for json in Fuzz/Seeds/lottie/*.json; do
  name=$(basename "$json" .json)
  gzip -9 -n -c "$json" > "$OUT/lottie/$name.tgs"
  # dotLottie: a manifest naming the animation, stored and deflated variants.
  mkdir -p "$tmp/$name/animations"
  printf '{"version":"1","animations":[{"id":"%s"}]}' "$name" > "$tmp/$name/manifest.json"
  cp "$json" "$tmp/$name/animations/$name.json"
  (cd "$tmp/$name" && zip -q -X -9 "../$name.lottie" manifest.json "animations/$name.json" \
    && zip -q -X -0 "../$name-stored.lottie" manifest.json "animations/$name.json")
  cp "$tmp/$name.lottie" "$tmp/$name-stored.lottie" "$OUT/lottie/"
done

# Images: a 5×3 gradient with a transparent corner in the formats and variants decoders branch on.
src="$tmp/src.png"
convert -size 5x3 gradient:'#ff0000-#0000ff' -alpha set -fill '#00ff0080' \
  -draw 'point 0,0' "$src"
img="$OUT/images"
convert "$src" -strip -define png:color-type=6 "$img/rgba8.png"
convert "$src" -strip -define png:color-type=6 -depth 16 "$img/rgba16.png"
convert "$src" -strip -alpha off -define png:color-type=2 "$img/rgb8.png"
convert "$src" -strip -colorspace Gray -alpha off -define png:color-type=0 -depth 8 "$img/gray8.png"
convert "$src" -strip -colorspace Gray -define png:color-type=4 "$img/graya8.png"
convert "$src" -strip -colors 4 -define png:color-type=3 "$img/palette.png"
convert "$src" -strip -colorspace Gray -alpha off -depth 1 -define png:bit-depth=1 "$img/gray1.png"
convert "$src" -strip -interlace PNG "$img/interlaced.png"
convert "$src" -strip -alpha off -quality 90 "$img/baseline.jpg"
convert "$src" -strip -alpha off -interlace JPEG "$img/progressive.jpg"
convert "$src" -strip -colorspace Gray -alpha off "$img/gray.jpg"
convert "$src" -strip -alpha off -colorspace CMYK "$img/cmyk.jpg"
cwebp -quiet -lossless "$src" -o "$img/lossless.webp"
cwebp -quiet -q 80 "$src" -o "$img/lossy-alpha.webp"
convert "$src" -strip -alpha off "$tmp/opaque.png"
cwebp -quiet -q 50 "$tmp/opaque.png" -o "$img/lossy.webp"
ls "$OUT/lottie" "$OUT/images" | wc -l | xargs echo "seed files written:"
