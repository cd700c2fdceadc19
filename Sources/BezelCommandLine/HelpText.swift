/// The text `--help` prints for each command.
enum HelpText {
  static let usage = """
    usage: bezel demo [--out DIR]
           bezel render SCENE [options] -o OUT
           bezel convert INPUT... --out-dir DIR --format FORMAT [options]
           bezel info FILE
           bezel bench [--json] [--quick] [--lottie PATH...]
           bezel preview [SCENE]
           bezel --version
    Run 'bezel COMMAND --help' for a command's options.
    """

  static let main = """
    bezel \(BezelCommand.version) — animated outline components rendered with Cairo

    \(usage)

    Commands:
      demo      render every scene and a Lottie file into a gallery (index.html)
      render    render a scene or a Lottie file to PNG, WebP, GIF, APNG, MP4 or a PNG sequence
      convert   convert Lottie files and folders (.json, .tgs, .lottie) in a batch, on every core
      info      describe a Lottie file: size, frame rate, frames, layers, unsupported features
      bench     measure rendering speed
      preview   show a scene live in a window

    Exit status: 0 success, 64 usage error, 65 bad input data, 66 input missing,
    70 internal error, 73 cannot write output, 130/143 interrupted.
    """

  static let render = """
    usage: bezel render SCENE [options] -o OUT

    SCENE is one of:
      ring            a countdown ring around a round picture
      meeting         the meeting card: progress header, timer ring, speaker footer
      meeting-timer   the meeting timer ring alone
      loading         the loading overlay playing the default (or --animation) Lottie file
      focus           camera focus brackets over a picture
      lottie FILE     a Lottie animation (.json, .tgs or .lottie)

    OUT's extension picks the format: .png (one frame), .webp, .gif, .apng (animations),
    .mp4 or .webm (need ffmpeg), or a directory (a PNG sequence frame_0000.png …).

    Options:
      -o, --output OUT        where to write (required)
      --size WxH              canvas size in points (lottie: fits the animation, keeping its
                              aspect ratio; default: the file's own size)
      --scale N               pixels per point (default 1)
      --at S                  time of a still frame, or where an animation starts (default 0)
      --frame N               lottie: a frame by its number in the file, instead of --at
      --fps N                 frames per second (default 30; lottie: the file's rate)
      --duration S            length of an animation in seconds (default: the scene's own)
      --background COLOR      #RRGGBB, #RRGGBBAA, a UIKit colour name, or transparent
      --image PATH|none       ring, focus: the picture (PNG, JPEG or WebP); none for a plain
                              background
      --quality N             .webp, .webm: lossy at quality 0–100 (default: lossless WebP)
      --progress              report progress even when standard error is not a terminal
      --no-progress           never report progress

    Scene options:
      ring:     --countdown S (default: --duration), --line-width N, --track-color COLOR,
                --progress-color COLOR, --value P (a still determinate ring at fraction P,
                above 1 for laps), --start-angle DEG (clockwise from 12 o'clock, default 0),
                --gradient C1,C2[,...] (an angular gradient along the ring)
      meeting, meeting-timer:
                --speakers "A,B,C", --minutes N, --theme NAME, --completed N
      loading:  --animation FILE, --show-at S, --hide-at S (default: 5 s after the show),
                --mode indeterminate|annular|pie|bar, --value P (0–1, the determinate
                modes' progress), --status TEXT, --detail TEXT, --state success|error|info
                (with any of these and no --show-at the HUD shows from the first frame)
      focus:    --color COLOR, --radius N, --thickness N, --length N, --padding N,
                --tap-at S (tap to focus at that time), --scan (a scan line sweeps inside the
                brackets), --snap-to X,Y,W,H (the brackets snap there from 0.3 s on)

    Examples:
      bezel render ring --duration 3 -o ring.webp
      bezel render meeting --theme orange --at 30 -o meeting.png
      bezel render lottie spinner.json --size 256x256 -o spinner.gif
    """

  static let convert = """
    usage: bezel convert INPUT... --out-dir DIR --format FORMAT [options]

    Converts Lottie files (.json, .tgs, .lottie) and the Lottie files in folders, several at
    once. Output names mirror the input tree inside DIR (a.json → DIR/a.webp, with -r
    sub/b.tgs → DIR/sub/b.webp); nothing is written outside DIR. Each output appears only
    when complete, an output newer than its input is skipped (so an interrupted batch
    resumes), and one bad input fails alone while the rest convert.

    FORMAT is one of: webp, gif, apng, mp4 (needs ffmpeg), webm (VP9 with alpha, needs
    ffmpeg), png (the first frame), tgs (a Telegram animated sticker: the JSON gzipped,
    checked against 512×512, at most 60 fps, 3 s and 64 KB).

    Options:
      --out-dir DIR           where the outputs go (created when missing; required)
      --format FORMAT         what to write (required unless --preset sets it)
      -r, --recursive         also convert the files in subfolders
      --size WxH | N          fit each animation in WxH points, or its longer side in N points
                              (default: the file's own size)
      --scale N               pixels per point (default 1)
      --fps N                 frames per second (default: each file's own rate)
      --quality N             webp, webm: lossy at quality 0–100 (default: lossless WebP)
      --background COLOR      #RRGGBB, #RRGGBBAA, a UIKit colour name, or transparent
      --assets DIR            where image assets are looked up (default: each file's folder)
      -j, --jobs N            files converted at once (default: every core)
      --force                 convert even when the output is newer than its input
      --timeout S             stop a file that takes longer than S seconds
      --preset telegram-sticker
                              a Telegram video sticker: webm, 512 px on the longer side, at
                              most 3 s at 30 fps and 256 KB (the quality is lowered until it
                              fits); with --format tgs, checks the sticker limits
      --progress, --no-progress
                              force or silence the progress bar (default: on a terminal)

    Exit status: 0 when every input converted or was up to date, 65 when some failed (the
    others still converted), 73 when the output directory or ffmpeg is missing, 130/143
    when interrupted (finished outputs are kept).

    Examples:
      bezel convert stickers -r --out-dir out --format gif --size 256
      bezel convert anim.json --out-dir out --preset telegram-sticker
    """

  static let info = """
    usage: bezel info FILE [--json]

    Describes a Lottie file (.json, .tgs or .lottie): its size, frame rate, frame range and
    duration, markers, layers, and every feature bezel does not support.
    """

  static let demo = """
    usage: bezel demo [--out DIR]

    Renders every scene (an animated WebP and a still PNG each), the default loading animation
    and another Lottie file into DIR (default ./bezel-out) with an index.html gallery showing
    each picture, the command that made it, its size and its render time.
    """

  static let bench = """
    usage: bezel bench [--json] [--quick] [--lottie PATH...]

    Measures rendering speed: component frames against direct Cairo drawing, Lottie frames
    against rlottie and ThorVG (time per frame and peak memory, each player on each file in a
    process of its own), and export throughput. --json prints machine-readable results;
    --quick runs a shorter measurement. --lottie runs only the Lottie comparison, on exactly
    the files given (folders: their .json, .tgs and .lottie files).

    rlottie is loaded at run time from Debian's librlottie0-1 (or $BEZEL_RLOTTIE_LIB), ThorVG
    from the thorvg-python wheel 'make bench' installs under .build/peers (or
    $BEZEL_THORVG_LIB); a missing peer's columns say "not installed".
    """

  static let preview = """
    usage: bezel preview [SCENE]

    Shows SCENE live in a GTK window: ring (the default), meeting, meeting-timer, loading or
    focus. Click to interact (start, pause and resume the ring; next speaker; show the
    overlay; tap to focus). Needs a display (DISPLAY, or xvfb-run).
    """

  static func forCommand(_ name: String) -> String? {
    switch name {
    case "render": return render
    case "convert": return convert
    case "info": return info
    case "demo": return demo
    case "bench": return bench
    case "preview": return preview
    default: return nil
    }
  }
}
