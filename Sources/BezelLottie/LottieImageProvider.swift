import BezelDrawing
import Foundation

/// Where an animation's external images come from, in the spirit of lottie-ios's
/// `AnimationImageProvider`: a folder, a dictionary of bitmaps, or a closure.
///
/// ```swift
/// // Files next to the animation, as `u` + `p` name them (`images/img_0.png`):
/// let folder = LottieImageProvider.folder(assetsURL, decoder: { try? ImageDecoder.decode($0) })
/// // Pictures the app already has, by file name, folder and name, or asset id:
/// let fixed = LottieImageProvider.bitmaps(["img_0.png": logo])
/// let animation = try LottieAnimation(data: json, images: fixed)
/// ```
///
/// Images embedded in the file (`data:` URLs) and those inside a `.lottie` archive are read
/// from there and never asked for. An asset the provider has no picture for is listed in
/// ``LottieAnimation/missingAssets`` and drawn as nothing.
public struct LottieImageProvider: Sendable {
  /// What the provider returns for one asset.
  public enum Result: Sendable {
    /// The picture to draw.
    case bitmap(Bitmap)
    /// No picture: the asset is listed as not found.
    case notFound
    /// A file was found but its bytes are not a picture the decoder reads.
    case undecodable
  }

  private let lookup: @Sendable (LottieImageAsset) -> Result

  /// A provider that answers each asset with `image`; `nil` means "not found".
  public init(_ image: @escaping @Sendable (LottieImageAsset) -> Bitmap?) {
    lookup = { asset in image(asset).map(Result.bitmap) ?? .notFound }
  }

  /// A provider that answers each asset with `result`, telling "not found" from "undecodable".
  public init(results: @escaping @Sendable (LottieImageAsset) -> Result) {
    lookup = results
  }

  /// The picture for `asset`.
  public func image(for asset: LottieImageAsset) -> Result {
    lookup(asset)
  }

  /// Reads `u` + `p` below `folder` and decodes it with `decoder`.
  ///
  /// Only files at or below the folder are read: a path with `..` is not found.
  public static func folder(
    _ folder: URL, decoder: @escaping LottieAnimation.ImageDecoder,
    maxBytes: Int = ContainerLimits.default.maxInputBytes
  ) -> LottieImageProvider {
    LottieImageProvider(results: { asset in
      guard let data = AssetFile.read(asset.relativePath, below: folder, maxBytes: maxBytes) else {
        return .notFound
      }
      return decoder(data).map(Result.bitmap) ?? .undecodable
    })
  }

  /// Answers from `bitmaps`, keyed by folder and name (`images/img_0.png`), by name alone
  /// (`img_0.png`) or by asset id (`image_0`), tried in that order.
  public static func bitmaps(_ bitmaps: [String: Bitmap]) -> LottieImageProvider {
    LottieImageProvider { asset in
      bitmaps[asset.relativePath] ?? bitmaps[asset.name] ?? bitmaps[asset.id]
    }
  }
}
