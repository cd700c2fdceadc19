import BezelLottie
import Foundation

/// libFuzzer entry point: load arbitrary bytes as a Lottie file (JSON, `.tgs` gzip or `.lottie`
/// zip, sniffed from the bytes). Loading must either succeed or throw a `LottieError`; a crash,
/// a hang or an out-of-memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottieLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  do {
    let animation = try LottieAnimation(data: data)
    // Touch what the loader computed so nothing is optimised away.
    if animation.seconds.isNaN || animation.layerCount < 0 { print("impossible animation") }
  } catch {
    _ = error.description
  }
  return 0
}
