import Bezel
import Foundation
import Testing

/// One compiled animation shared by every core renders the same frames as one thread does.
@Suite struct ConcurrencyTests {
  @Test func everyCoreRendersIdenticalFrames() async throws {
    // A copy of its own, released at the end: the shared `standard` would keep the items its
    // last evaluation made for the life of the process, which LeakSanitizer cannot follow
    // (Fuzz/lsan-suppressions.txt).
    let animation = try LottieAnimation(contentsOf: #require(LoadingAnimation.standardURL))
    let frames = (0..<12).map { animation.frame(atProgress: Double($0) / 12) }
    let size = CGSize(width: 64, height: 64)
    let canvas = Canvas()
    let expected = try frames.map {
      try canvas.render(animation.displayList(atFrame: $0, fitting: size)).pixels
    }
    let workers = max(2, ProcessInfo.processInfo.activeProcessorCount) * 2
    let results = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
      for worker in 0..<workers {
        group.addTask {
          // Each worker has its own canvas and walks the frames from a different start.
          let canvas = Canvas()
          var pixels = [[UInt8]](repeating: [], count: frames.count)
          for k in 0..<frames.count {
            let i = (k + worker) % frames.count
            let list = animation.displayList(atFrame: frames[i], fitting: size)
            pixels[i] = try canvas.render(list).pixels
          }
          return pixels
        }
      }
      var all: [[[UInt8]]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == workers)
    for result in results { #expect(result == expected) }
    // The frames differ from each other, so identical results are not trivially true.
    #expect(Set(expected).count > 1)
  }

  @Test func oneCanvasSharedByEveryCoreIsSafe() async throws {
    let animation = try LottieAnimation(contentsOf: #require(LoadingAnimation.standardURL))
    let size = CGSize(width: 48, height: 48)
    let canvas = Canvas()
    let list = animation.displayList(atProgress: 0.3, fitting: size)
    let expected = try Canvas().render(list).pixels
    let workers = max(2, ProcessInfo.processInfo.activeProcessorCount) * 2
    let matches = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<workers {
        group.addTask { (0..<5).allSatisfy { _ in (try? canvas.render(list).pixels) == expected } }
      }
      var all = true
      for await match in group { all = all && match }
      return all
    }
    #expect(matches)
  }
}
