import BezelExport
import Foundation
import Testing

@testable import BezelCommandLine

@Suite struct ProgressBarTests {
  final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    func append(_ text: String) {
      lock.lock()
      storage += text
      lock.unlock()
    }
    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }

  func console(terminal: Bool, sink: Sink) -> Console {
    Console(isTerminal: terminal, out: { _ in }, error: { sink.append($0) })
  }

  @Test func aTerminalGetsOneRedrawnLine() {
    let sink = Sink()
    let bar = ProgressBar(console: console(terminal: true, sink: sink), style: .bar, label: "a.gif")
    for frame in 1...10 { bar.update(ExportProgress(completedFrames: frame, totalFrames: 10)) }
    bar.finish()
    // Redraws return to the line start; only the finish ends the line.
    #expect(sink.text.hasPrefix("\ra.gif "))
    #expect(sink.text.hasSuffix("100% 10/10\n"))
    #expect(sink.text.filter { $0 == "\n" }.count == 1)
  }

  @Test func forcedLinesReportTheFirstFrameAndEveryTenth() {
    let sink = Sink()
    let bar = ProgressBar(console: console(terminal: false, sink: sink), style: .lines, label: "b")
    for frame in 1...100 { bar.update(ExportProgress(completedFrames: frame, totalFrames: 100)) }
    let lines = sink.text.split(separator: "\n")
    #expect(lines.first == "b: frame 1/100")
    #expect(lines.last == "b: frame 100/100")
    #expect(lines.count == 11)
  }

  @Test func silentMeansNothing() {
    let sink = Sink()
    let bar = ProgressBar(console: console(terminal: false, sink: sink), style: .silent, label: "c")
    bar.update(ExportProgress(completedFrames: 1, totalFrames: 1))
    bar.finish()
    #expect(sink.text.isEmpty)
  }
}
