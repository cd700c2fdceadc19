import Testing

@testable import BezelLottie

/// The pool hands back the very storage it was given, and keeps no more than its limit.
@Suite struct ReusePoolTests {
  @Test func givesBackTheSameStorage() {
    let pool = ReusePool<[Int]>(limit: 2)
    #expect(pool.take() == nil)
    var list: [Int] = []
    list.reserveCapacity(100)
    let address = list.withUnsafeBufferPointer { $0.baseAddress }
    pool.give(list)
    list = []
    let taken = pool.take()
    #expect(taken?.capacity ?? 0 >= 100)
    #expect(taken?.withUnsafeBufferPointer { $0.baseAddress } == address)
    #expect(pool.take() == nil)
  }

  @Test func keepsAtMostItsLimit() {
    let pool = ReusePool<Int>(limit: 2)
    for k in 1...3 { pool.give(k) }
    let first = pool.take()
    let second = pool.take()
    #expect(Set([first, second]) == [1, 2])
    #expect(pool.take() == nil)
  }
}
