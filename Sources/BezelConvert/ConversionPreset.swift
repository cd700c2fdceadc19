/// A set of output settings made for one destination.
public enum ConversionPreset: String, CaseIterable, Hashable, Sendable {
  /// What Telegram accepts as a video sticker: VP9 WebM with alpha, 512 px on the longer side,
  /// at most 3 s at 30 fps and at most 256 KB (the quality is lowered step by step until the
  /// file fits). With ``ConversionFormat/tgs`` it checks the animated-sticker limits instead.
  case telegramSticker = "telegram-sticker"

  /// The video sticker's limits.
  public static let stickerSide = 512.0
  public static let stickerSeconds = 3.0
  public static let stickerFPS = 30.0
  public static let stickerBytes = 256 * 1024
  /// The qualities tried in turn until the sticker fits (VP9 constant quality, 0…100).
  public static let stickerQualities: [Double] = [60, 50, 40, 30, 20, 10, 0]
}
