extension JSONParser {
    /// A growable stack shared by all containers of one parse. The elements of the container
    /// being parsed are pushed on top and moved out into an exactly-sized array when it
    /// closes: one allocation per container instead of repeated array growth.
    ///
    /// Manually managed so elements can be moved out without retain/release traffic;
    /// the owner must call ``destroy()`` exactly once.
    struct Stack<Element> {
        fileprivate var base: UnsafeMutablePointer<Element>
        private var capacity: Int
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        @inline(__always)
        mutating func push(_ element: consuming Element) {
            if count == capacity { grow() }
            (base + count).initialize(to: element)
            count += 1
        }

        private mutating func grow() {
            let newCapacity = capacity * 2
            let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        /// The top element; the stack must not be empty.
        @inline(__always)
        var top: Element {
            base[count - 1]
        }

        /// The element at `position` (0 is the bottom), read or replaced in place.
        @inline(__always)
        subscript(position: Int) -> Element {
            get { base[position] }
            nonmutating set { base[position] = newValue }
        }

        /// Removes and returns the top element; the stack must not be empty.
        @inline(__always)
        mutating func pop() -> Element {
            count -= 1
            return (base + count).move()
        }

        /// Moves the elements from `start` to the top into a new array and pops them.
        mutating func popArray(from start: Int) -> [Element] {
            let n = count - start
            guard n > 0 else { return [] }
            // `reserveCapacity` + `append` are specialized for `Element`; the
            // `unsafeUninitializedCapacity` initializer looks up generic metadata at runtime
            // on every call, which costs more than the moves.
            var array: [Element] = []
            array.reserveCapacity(n)
            for i in start..<count { array.append((base + i).move()) }
            count = start
            return array
        }

        /// Deinitializes remaining elements (left over after an error) and frees the storage.
        func destroy() {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}

extension JSONParser.Stack where Element == JSONMember {
    /// Sets the value of the top member (pushed with a placeholder when its key was read).
    @inline(__always)
    func setTopNode(_ node: consuming JSONNode) {
        (base + count - 1).pointee.node = node
    }
}
