import BezelExport
import BezelLottie
import Foundation

/// Telegram's animated sticker file (`.tgs`): the Lottie JSON, minified, marked `"tgs": 1` and
/// gzipped, within the format's limits — a 512×512 canvas, at most 60 fps, at most 3 s, at most
/// 64 KB gzipped.
enum TelegramSticker {
  static let side = 512.0
  static let maximumFPS = 60.0
  static let maximumSeconds = 3.0
  static let maximumBytes = 64 * 1024

  /// The `.tgs` bytes for `json` (the document `animation` was loaded from), or every limit
  /// it breaks.
  static func make(json: Data, animation: LottieAnimation) throws(ConversionFailure) -> [UInt8] {
    var problems: [String] = []
    if animation.size != CGSize(width: side, height: side) {
      problems.append(
        "the canvas is \(number(animation.size.width))×\(number(animation.size.height)), "
          + "not 512×512")
    }
    if animation.frameRate > maximumFPS {
      problems.append("\(number(animation.frameRate)) fps is more than 60")
    }
    if animation.seconds > maximumSeconds + 1e-9 {
      problems.append("it lasts \(number(animation.seconds)) s, more than 3")
    }
    guard problems.isEmpty else {
      throw .doesNotFit("not a Telegram sticker: " + problems.joined(separator: "; "))
    }
    let minified = JSONMinifier.minify([UInt8](json))
    let marked =
      LottieAnimation.document(json, hasMember: "tgs")
      ? minified : JSONMinifier.addingFirstMember("\"tgs\":1", to: minified)
    let gzipped: [UInt8]
    do throws(ExportError) {
      gzipped = try GzipWriter.compress(marked)
    } catch {
      throw .cannotWrite(error.description)
    }
    guard gzipped.count <= maximumBytes else {
      throw .doesNotFit(
        "not a Telegram sticker: \(gzipped.count / 1024) KB gzipped, more than 64 KB")
    }
    return gzipped
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(format: "%.3g", value)
  }
}
