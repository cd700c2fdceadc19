/// A direction between two fixed-point points (`cairo_slope_t`), compared exactly.
struct CairoSlope: Equatable {
  var dx: Int32
  var dy: Int32

  init(dx: Int32, dy: Int32) {
    self.dx = dx
    self.dy = dy
  }

  /// `_cairo_slope_init`: from `a` to `b`.
  init(from a: CairoPoint, to b: CairoPoint) {
    dx = b.x &- a.x
    dy = b.y &- a.y
  }

  var reversed: CairoSlope { CairoSlope(dx: 0 &- dx, dy: 0 &- dy) }

  /// `_cairo_slope_equal`.
  func isParallel(to b: CairoSlope) -> Bool {
    Int64(dy) * Int64(b.dx) == Int64(b.dy) * Int64(dx)
  }

  /// `_cairo_slope_backwards`.
  func isBackwards(from b: CairoSlope) -> Bool {
    ((dx ^ b.dx) | (dy ^ b.dy)) < 0
  }

  /// `_cairo_slope_compare`: the sign of the angle from `a` to `b`, with zero vectors
  /// after every other. Of two opposite directions, the one pointing right (or down) is
  /// the lesser, as in Cairo 1.16; some copies of Cairo order them the other way, which
  /// turns a path's U-turns the other way round and moves pixels of its round joins.
  static func compare(_ a: CairoSlope, _ b: CairoSlope) -> Int {
    let l = Int64(a.dy) * Int64(b.dx)
    let r = Int64(b.dy) * Int64(a.dx)
    if l != r { return l < r ? -1 : 1 }
    let aZero = a.dx == 0 && a.dy == 0
    let bZero = b.dx == 0 && b.dy == 0
    if aZero && bZero { return 0 }
    if aZero { return 1 }
    if bZero { return -1 }
    if (a.dx ^ b.dx) < 0 || (a.dy ^ b.dy) < 0 {
      return a.dx > 0 || (a.dx == 0 && a.dy > 0) ? -1 : 1
    }
    return 0
  }
}
