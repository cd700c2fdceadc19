/// Up to sixteen ranges of pixels along a row (a row has at most ten: where it crosses the
/// two circles, and each end's line and cap's edge), sorted by their start.
struct RowRanges {
  var lows = InlineArray<16, Int>(repeating: 0)
  var highs = InlineArray<16, Int>(repeating: 0)
  var count = 0

  mutating func add(_ lo: Int, _ hi: Int) {
    guard lo < hi, count < 16 else { return }
    lows[count] = lo
    highs[count] = hi
    count += 1
  }

  mutating func sort() {
    guard count > 1 else { return }
    for i in 1..<count {
      var j = i
      while j > 0, lows[j - 1] > lows[j] {
        (lows[j - 1], lows[j]) = (lows[j], lows[j - 1])
        (highs[j - 1], highs[j]) = (highs[j], highs[j - 1])
        j -= 1
      }
    }
  }
}
