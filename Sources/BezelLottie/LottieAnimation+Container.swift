import Foundation

extension LottieAnimation {
  /// The animation JSON inside the bytes of a `.json`, `.tgs` or `.lottie` file (the file
  /// itself, its gunzipped contents, or the dotLottie archive's first animation), with the
  /// same safety caps as loading.
  ///
  /// ```swift
  /// let json = try LottieAnimation.json(in: Data(contentsOf: stickerURL))   // a .tgs, unzipped
  /// ```
  public static func json(in data: Data, limits: ContainerLimits = .default) throws(LottieError)
    -> Data
  {
    Data(try LottieContainer(bytes: [UInt8](data), limits: limits).json)
  }
}
