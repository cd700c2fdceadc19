import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation

/// The same Lottie file ready to render with Bezel and with rlottie at the same pixel size,
/// with one renderer state (canvas, rlottie instance, buffer) per worker thread.
final class LottiePair: @unchecked Sendable {
  let name: String
  let animation: LottieAnimation
  let width: Int
  let height: Int
  /// Frames both renderers step through (0-based from the animation's start).
  let frameCount: Int
  private let canvases: [Canvas]
  private let players: [RlottiePlayer]
  private let buffers: [PixelBuffer]
  private let bezelBuffers: [WordBuffer]

  /// Loads `subject` for `workers` threads, scaled so its longer side is `side` pixels.
  /// Throws a message naming the renderer that refused the file.
  init(subject: LottieSubject, side: Int, workers: Int) throws(BenchFailure) {
    let animation: LottieAnimation
    switch subject.bezelAnimation() {
    case .success(let loaded): animation = loaded
    case .failure(let error): throw BenchFailure("Bezel cannot load \(subject.name): \(error)")
    }
    let count = max(1, workers)
    var players: [RlottiePlayer] = []
    for _ in 0..<count {
      guard
        let player = RlottiePlayer(json: subject.json, resourcePath: subject.resourceFolder.path)
      else { throw BenchFailure("rlottie cannot load \(subject.name)") }
      players.append(player)
    }
    let longer = max(Double(animation.size.width), Double(animation.size.height))
    let s = Double(side) / longer
    width = max(1, Int((Double(animation.size.width) * s).rounded()))
    height = max(1, Int((Double(animation.size.height) * s).rounded()))
    let bezelFrames = Int((animation.endFrame - animation.startFrame).rounded(.down))
    frameCount = max(1, min(bezelFrames, players[0].frameCount))
    name = subject.name
    self.animation = animation
    self.players = players
    canvases = (0..<count).map { _ in Canvas() }
    let (w, h) = (width, height)
    buffers = (0..<count).map { _ in PixelBuffer(width: w, height: h) }
    bezelBuffers = (0..<count).map { _ in WordBuffer() }
  }

  /// Renders frame `frame` with Bezel on worker `worker`'s canvas into that worker's reused
  /// ARGB32 words, as rlottie renders into a caller's ARGB32 buffer; `false` on failure.
  @discardableResult
  func renderBezel(frame: Int, worker: Int = 0) -> Bool {
    let list = animation.displayList(
      atFrame: animation.startFrame + Double(frame),
      fitting: CGSize(width: width, height: height))
    do {
      try canvases[worker].render(
        list, scale: 1, policy: animation.renderPolicy, into: &bezelBuffers[worker].words)
      return true
    } catch {
      return false
    }
  }

  /// Renders frame `frame` with rlottie into worker `worker`'s buffer.
  func renderRlottie(frame: Int, worker: Int = 0) {
    players[worker].render(frame: frame, into: buffers[worker])
  }

  /// rlottie's last picture on worker `worker`, as RGBA bytes.
  func rlottiePixels(worker: Int = 0) -> [UInt8] {
    buffers[worker].rgba()
  }

  /// Renders `batch` frames from `first` on `workers` threads at once (frames dealt round
  /// robin), with Bezel or rlottie.
  func renderParallel(first: Int, batch: Int, workers: Int, bezel: Bool) {
    let threads = max(1, min(workers, canvases.count))
    let count = frameCount
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
      var k = worker
      while k < batch {
        let frame = (first + k) % count
        if bezel {
          self.renderBezel(frame: frame, worker: worker)
        } else {
          self.renderRlottie(frame: frame, worker: worker)
        }
        k += threads
      }
    }
  }
}
