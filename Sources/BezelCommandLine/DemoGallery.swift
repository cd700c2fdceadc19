import BezelExport
import Foundation

/// The demo's `index.html`: every picture with its caption, command, size and render time.
enum DemoGallery {
  struct Entry {
    var item: DemoItem
    var summary: ExportSummary
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The shell command for `arguments`, quoting what needs it.
  static func command(_ arguments: [String]) -> String {
    (["bezel", "render"] + arguments).map { argument in
      let safe = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./#:=x,".contains($0) }
      return safe && !argument.isEmpty ? argument : "'\(argument)'"
    }.joined(separator: " ")
  }

  static func html(_ entries: [Entry], totalSeconds: Double) -> String {
    var cards: [String] = []
    for entry in entries {
      let summary = entry.summary
      let name = escape(entry.item.outputName)
      let kind =
        summary.format.isStill
        ? "still"
        : "\(summary.frameCount) frames, "
          + Report.seconds(summary.duration)
      cards.append(
        """
            <figure>
              <div class="picture"><img src="\(name)" alt="\(escape(entry.item.title))"
                width="\(summary.width)" height="\(summary.height)"></div>
              <figcaption>
                <h2>\(escape(entry.item.title)) <span>\(name)</span></h2>
                <p>\(escape(entry.item.caption))</p>
                <code>\(escape(command(entry.item.arguments)))</code>
                <dl>
                  <dt>size</dt><dd>\(summary.width)×\(summary.height) px, \
        \(escape(kind)), \(escape(Report.bytes(summary.byteCount)))</dd>
                  <dt>render time</dt><dd>\(String(format: "%.2f", summary.seconds)) s</dd>
                </dl>
              </figcaption>
            </figure>
        """)
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Bezel demo</title>
      <style>
        body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem; background: #f4f4f6;
               color: #222; }
        h1 { margin-bottom: 0.2rem; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
               gap: 1.5rem; }
        figure { margin: 0; background: #fff; border-radius: 12px; padding: 1rem;
                 box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .picture { background: repeating-conic-gradient(#e8e8e8 0 25%, #fff 0 50%) 0 0/16px 16px;
                   display: flex; justify-content: center; align-items: center;
                   min-height: 200px; border-radius: 8px; overflow: hidden; }
        .picture img { max-width: 100%; height: auto; max-height: 480px; object-fit: contain; }
        h2 { font-size: 1.05rem; margin: 0.8rem 0 0.2rem; }
        h2 span { font-weight: normal; color: #777; font-size: 0.85rem; }
        p { margin: 0.2rem 0 0.5rem; }
        code { display: block; background: #1e1e24; color: #e6e6e6; padding: 0.5rem 0.7rem;
               border-radius: 6px; font-size: 0.8rem; overflow-x: auto; white-space: pre; }
        dl { display: grid; grid-template-columns: auto 1fr; gap: 0 0.8rem; margin: 0.5rem 0 0;
             font-size: 0.85rem; color: #555; }
        dd { margin: 0; }
      </style>
      </head>
      <body>
      <h1>Bezel demo</h1>
      <p>Every picture below was rendered by <code style="display:inline">bezel</code> \
      \(BezelCommand.version) with Cairo on this machine; \(entries.count) outputs in \
      \(String(format: "%.1f", totalSeconds)) s.</p>
      <main>
      \(cards.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }
}
