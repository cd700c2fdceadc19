/// The text `--help` prints for each command.
enum HelpText {
  static let usage = """
    usage: bezel demo [--out DIR]
           bezel render SCENE [options] -o OUT
           bezel info FILE
           bezel bench [--json] [--quick]
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
    .mp4 (needs ffmpeg), or a directory (a PNG sequence frame_0000.png …).

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
      --quality N             .webp: lossy at quality 0–100 (default: lossless)
      --progress              report progress even when standard error is not a terminal
      --no-progress           never report progress

    Scene options:
      ring:     --countdown S (default: --duration), --line-width N, --track-color COLOR,
                --progress-color COLOR
      meeting, meeting-timer:
                --speakers "A,B,C", --minutes N, --theme NAME, --completed N
      loading:  --animation FILE, --show-at S, --hide-at S
      focus:    --color COLOR, --radius N, --thickness N, --length N, --padding N,
                --tap-at S (tap to focus at that time)
      lottie:   --assets DIR (where images and data files are; default: FILE's folder)

    Examples:
      bezel render ring --duration 3 -o ring.webp
      bezel render meeting --theme orange --at 30 -o meeting.png
      bezel render lottie spinner.json --size 256x256 -o spinner.gif
    """

  static let info = """
    usage: bezel info FILE [--json] [--assets DIR]

    Describes a Lottie file (.json, .tgs or .lottie): its size, frame rate, frame range and
    duration, markers, layers, every feature bezel does not support, and the images and
    data files it names that are missing from DIR (default: FILE's folder).
    """

  static let demo = """
    usage: bezel demo [--out DIR]

    Renders every scene (an animated WebP and a still PNG each), the default loading animation
    and another Lottie file into DIR (default ./bezel-out) with an index.html gallery showing
    each picture, the command that made it, its size and its render time.
    """

  static let bench = """
    usage: bezel bench [--json] [--quick]

    Measures rendering speed: component frames against direct Cairo drawing, Lottie frames
    against rlottie, and export throughput. --json prints machine-readable results; --quick
    runs a shorter measurement.
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
    case "info": return info
    case "demo": return demo
    case "bench": return bench
    case "preview": return preview
    default: return nil
    }
  }
}
