/// The corner shapes offset path and mask expansion build.
enum LineJoinKind: Sendable {
  case miter
  case round
  case bevel

  init(lottie value: Int) {
    switch value {
    case 2: self = .round
    case 3: self = .bevel
    default: self = .miter
    }
  }
}
