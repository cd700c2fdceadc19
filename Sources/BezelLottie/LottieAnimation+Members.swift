import Foundation

extension LottieAnimation {
  /// Whether the JSON document `json` is an object with a top-level member `key`, read with
  /// the player's own reader; `false` for anything that does not parse.
  ///
  /// ```swift
  /// LottieAnimation.document(json, hasMember: "tgs")  // a Telegram sticker's mark
  /// ```
  package static func document(_ json: Data, hasMember key: String) -> Bool {
    guard let tree = try? LottieJSONReader.read([UInt8](json)) else { return false }
    return tree[key] != nil
  }
}
