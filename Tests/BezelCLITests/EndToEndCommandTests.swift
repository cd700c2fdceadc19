import BezelMediaProbe
import Foundation
import Testing

@testable import BezelCommandLine

@Suite struct EndToEndCommandTests {
  @Test func versionAndHelp() throws {
    let version = try BezelRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout == "bezel \(BezelCommand.version)\n")
    let help = try BezelRunner.run(["--help"])
    #expect(help.status == 0)
    for command in ["demo", "render", "info", "bench", "preview"] {
      #expect(help.stdout.contains("bezel \(command)"))
      let own = try BezelRunner.run([command, "--help"])
      #expect(own.status == 0, "\(command)")
      #expect(own.stdout.hasPrefix("usage: bezel \(command)"), "\(command)")
      #expect(own.stderr.isEmpty)
    }
  }

  @Test func infoDescribesALottieFile() throws {
    let scratch = try Scratch()
    let json = try scratch.write(DemoAnimation.json, to: "dots.json")
    let result = try BezelRunner.run(["info", json])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("240×120"))
    #expect(result.stdout.contains("30 fps"))
    #expect(result.stdout.contains("45 frames"))
    #expect(result.stdout.contains("1.5 s"))
    #expect(result.stdout.contains("bounce: frame 0, 45 frames"))
    #expect(result.stdout.contains("layers:      6"))
    let json2 = try BezelRunner.run(["info", "--json", json])
    let object = try JSONSerialization.jsonObject(with: Data(json2.stdout.utf8)) as? [String: Any]
    #expect(object?["frameRate"] as? Double == 30)
    #expect(object?["endFrame"] as? Double == 45)
  }

  @Test func demoWritesAGalleryWhoseImagesAllExist() throws {
    let scratch = try Scratch()
    let result = try BezelRunner.run(["demo", "--out", "gallery"], in: scratch.path)
    #expect(result.status == 0, "\(result.stderr)")
    let directory = scratch.file("gallery")
    let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    let sources = html.components(separatedBy: "src=\"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
    // Eight scenes as WebP and PNG, the HUD's success, the loading animation, and the dots as
    // GIF and APNG.
    #expect(sources.count == 20)
    for name in [
      "ring.webp", "ring.png", "ring-gradient.png", "meeting.webp", "meeting-timer.png",
      "loading.webp",
      "focus.png", "loading-lottie.webp", "bouncing-dots.gif", "bouncing-dots.apng",
    ] {
      #expect(sources.contains(name), "\(name)")
    }
    for source in sources {
      let path = directory + "/" + source
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      #expect(size > 0, "\(source)")
      if source.hasSuffix(".webp") {
        let info = try WebPProbe.probe(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(info.frameCount > 1, "\(source)")
      }
    }
    #expect(html.contains("bezel render ring --duration 3"))
    #expect(html.contains("render time"))
    // Every command in the gallery refers to files that are in the gallery.
    #expect(FileManager.default.fileExists(atPath: directory + "/bouncing-dots.json"))
    #expect(FileManager.default.fileExists(atPath: directory + "/loading.json"))
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: directory)).contains {
        $0.hasPrefix(".")
      })
  }

  @Test func galleryLoadsInHeadlessChromium() throws {
    let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    guard
      let chromium = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("skipped: the gallery check needs Debian's chromium, which is not installed")
      return
    }
    let scratch = try Scratch()
    let demo = try BezelRunner.run(["demo", "--out", "gallery"], in: scratch.path)
    #expect(demo.status == 0)
    // Chromium prints the DOM after load; a script marks each image as loaded or broken.
    let page = scratch.file("gallery/index.html")
    var html = try String(contentsOfFile: page, encoding: .utf8)
    let images = html.components(separatedBy: "<img").count - 1
    #expect(images >= 20)
    html = html.replacingOccurrences(
      of: "</body>",
      with: """
        <script>window.addEventListener('load', () => { document.title = 'images:' +
        [...document.images].map(i => i.complete && i.naturalWidth > 0 ? 'ok' : 'broken:' + i.src)
        .join(','); });</script></body>
        """)
    try Data(html.utf8).write(to: URL(fileURLWithPath: scratch.file("gallery/check.html")))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
      "--dump-dom", "file://" + scratch.file("gallery/check.html"),
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: out.fileHandleForReading.readAllRetrying(), as: UTF8.self)
    process.waitUntilExit()
    let title =
      dom.components(separatedBy: "<title>").dropFirst().first?
      .components(separatedBy: "</title>").first ?? ""
    #expect(title.hasPrefix("images:"))
    #expect(!title.contains("broken"), "\(title)")
    #expect(title.components(separatedBy: "ok").count - 1 == images)
  }
}
