import BezelLayers
import Foundation

extension ContentBoundsMemo {
  /// One generation of a memo's boxes: an open-addressed table keyed by the address of a
  /// children array's storage, in memory of its own.
  ///
  /// A `Dictionary` hashed every address with SipHash and was reached through the class's
  /// stored properties, each use checked for exclusive access at run time: on a small
  /// animation (rlottie__loader_animation) the memo's bookkeeping cost more than measuring
  /// the few points it saved. Here an address is hashed by one multiplication, and the
  /// table is a plain value whose storage the memo reaches through a pointer.
  ///
  /// A value that owns memory: only the memo holds one, and frees it with ``deallocate()``.
  struct Table {
    /// One place of the table: empty (`key` nil), an entry, or an entry taken out
    /// (``vacate(_:)``: its key stays, so later entries are still found past it).
    struct Slot {
      var key: UnsafeRawPointer?
      var live = false
      /// The array whose storage is at `key`: held, so that storage stays alive and its
      /// address cannot be another array's while the entry is here.
      var items: [DisplayItem] = []
      var bounds: CGRect?
    }

    private(set) var slots: UnsafeMutablePointer<Slot>
    /// The places filled, in order, so clearing visits those rather than the whole table.
    private var used: UnsafeMutablePointer<Int>
    /// The table holds `1 << shift` places, at most half of them filled.
    private var shift: Int
    /// Places filled (entries and entries taken out).
    private var filled = 0
    /// Entries held.
    private(set) var count = 0

    init(shift: Int = 3) {
      self.shift = shift
      let capacity = 1 << shift
      slots = .allocate(capacity: capacity)
      slots.initialize(repeating: Slot(), count: capacity)
      used = .allocate(capacity: capacity / 2)
    }

    private var capacity: Int { 1 << shift }

    /// Frees the storage; the table is not used after.
    func deallocate() {
      slots.deinitialize(count: capacity)
      slots.deallocate()
      used.deallocate()
    }

    /// Where the probe for `key` starts: the address's top bits after a Fibonacci
    /// multiplication (storage is 16-byte aligned, so the low bits carry nothing).
    @inline(__always)
    private static func home(_ key: UnsafeRawPointer, _ shift: Int) -> Int {
      let bits = UInt(bitPattern: key) &>> 4 &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: bits &>> UInt(UInt.bitWidth - shift))
    }

    /// The place of the entry under `key`, `nil` when there is none.
    @inline(__always)
    func index(of key: UnsafeRawPointer) -> Int? {
      let mask = capacity - 1
      var at = Table.home(key, shift)
      while let held = slots[at].key {
        if held == key, slots[at].live { return at }
        at = (at &+ 1) & mask
      }
      return nil
    }

    /// Adds the entry of `items`, whose storage is at `key`, not held yet.
    mutating func insert(_ key: UnsafeRawPointer, items: [DisplayItem], bounds: CGRect?) {
      if 2 * (filled + 1) > capacity { grow() }
      place(Slot(key: key, live: true, items: items, bounds: bounds))
    }

    /// Takes out the entry at `index` (its array is let go with the rest by ``removeAll()``).
    mutating func vacate(_ index: Int) {
      guard slots[index].live else { return }
      slots[index].live = false
      count -= 1
    }

    /// Empties the table, keeping its storage.
    mutating func removeAll() {
      for k in 0..<filled { slots[used[k]] = Slot() }
      filled = 0
      count = 0
    }

    private mutating func place(_ slot: Slot) {
      guard let key = slot.key else { return }
      let mask = capacity - 1
      var at = Table.home(key, shift)
      while slots[at].key != nil { at = (at &+ 1) & mask }
      slots[at] = slot
      used[filled] = at
      filled += 1
      count += 1
    }

    /// Doubles the places, keeping the entries (not those taken out).
    private mutating func grow() {
      let (oldSlots, oldUsed, oldFilled, oldCapacity) = (slots, used, filled, capacity)
      shift += 1
      slots = .allocate(capacity: capacity)
      slots.initialize(repeating: Slot(), count: capacity)
      used = .allocate(capacity: capacity / 2)
      filled = 0
      count = 0
      for k in 0..<oldFilled where oldSlots[oldUsed[k]].live {
        place(oldSlots[oldUsed[k]])
      }
      oldSlots.deinitialize(count: oldCapacity)
      oldSlots.deallocate()
      oldUsed.deallocate()
    }
  }
}
