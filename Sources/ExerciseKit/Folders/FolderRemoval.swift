import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes a folder tree that a program may have made hard to remove.
///
/// `FileManager.removeItem` recurses (a 30,000-level chain of folders overflows it or
/// meets `PATH_MAX`), and gives up on a folder whose mode forbids listing or removal.
/// Here the walk is iterative and relative to open folders (`openat`, `unlinkat`), one
/// folder open at a time, so depth costs no stack and no path length; each folder is
/// made `u+rwx` before it is read; symlinks are removed, never followed; every step
/// back up checks that `..` is the folder it came from. Whatever cannot be removed
/// (another user's file, an immutable one) is skipped, and the walk stops at a deadline,
/// so a hostile tree costs bounded time; what a deadline left (a tree too big for a
/// slow disk) goes in a later run's sweep (see ``BuildFolderSweeper``), a part each time.
enum FolderRemoval {
  /// Seconds one removal may take before it leaves the rest.
  static let timeLimit: Double = 30

  /// Removes `path` and everything under it; `true` when nothing is left.
  ///
  /// A symlink (or a file) at `path` itself is removed as such.
  @discardableResult
  static func remove(_ path: String, timeLimit: Double = timeLimit) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
    let root = openOwnerAccessible(AT_FDCWD, path)
    guard root >= 0 else { return false }
    emptyTree(root, deadline: Date().addingTimeInterval(timeLimit))
    close(root)
    return rmdir(path) == 0 || errno == ENOENT
  }

  /// The names in the open folder `directory`, `.` and `..` left out.
  static func entries(of directory: Int32) -> [String] {
    let copy = dup(directory)
    guard copy >= 0 else { return [] }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = Self.name(of: entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The name of a directory entry, read where it lies: `entry.pointee` would copy the whole
  /// `dirent`, and a record at the end of the directory buffer is shorter than that (its
  /// `d_reclen`), so the copy could read past a mapped page (a crash seen with a crowded `/tmp`).
  static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
  }

  /// The folder `name` in `directory` (or `AT_FDCWD`), opened without following a symlink
  /// and made `u+rwx`; -1 when it cannot be opened.
  ///
  /// A folder of mode 0 (or 0o500) cannot be listed or emptied until it is `u+rwx` (root
  /// can list it anyway, but not remove from it when the folder is immutable). The mode is
  /// changed through the open descriptor, or, when the folder cannot be opened as it is,
  /// by name without following a symlink: a sweep run as root removes folders `nobody`
  /// owns (``BuildFolderSweeper``), whose owner could swap one for a link to elsewhere
  /// between a look and a change.
  static func openOwnerAccessible(_ directory: Int32, _ name: String) -> Int32 {
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var opened = openat(directory, name, flags)
    // (glibc changes a mode without following through `/proc/self/fd`: without `/proc`,
    // such a folder is left for a later sweep.)
    if opened < 0, errno == EACCES, fchmodat(directory, name, 0o700, AT_SYMLINK_NOFOLLOW) == 0 {
      opened = openat(directory, name, flags)
    }
    var info = stat()
    if opened >= 0, fstat(opened, &info) == 0, info.st_mode & 0o700 != 0o700 {
      _ = fchmod(opened, 0o700)
    }
    return opened
  }

  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }

    init?(descriptor: Int32) {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { return nil }
      self.init(info)
    }
  }

  /// Empties the folder open as `top` (which stays open and is not removed).
  private static func emptyTree(_ top: Int32, deadline: Date) {
    guard let topIdentity = Identity(descriptor: top) else { return }
    // The folders between `top` and the current one: each one's name in its parent and
    // the parent's identity, so a step up can be checked.
    var path: [(name: String, parent: Identity)] = []
    // Folders that could not be emptied or opened: skipped from then on, so the walk ends.
    var stuck = Set<Identity>()
    var current = top
    var currentIdentity = topIdentity
    while Date() < deadline {
      var child: (name: String, identity: Identity)?
      for name in entries(of: current) {
        var info = stat()
        guard fstatat(current, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          let identity = Identity(info)
          if stuck.contains(identity) { continue }
          child = (name, identity)
          break
        }
        if unlinkat(current, name, 0) != 0 { stuck.insert(currentIdentity) }
      }
      if let child {
        let opened = openOwnerAccessible(current, child.name)
        guard opened >= 0, Identity(descriptor: opened) == child.identity else {
          if opened >= 0 { close(opened) }
          stuck.insert(child.identity)
          continue
        }
        path.append((child.name, currentIdentity))
        if current != top { close(current) }
        current = opened
        currentIdentity = child.identity
        continue
      }
      // `current` holds no more than what could not go: back up and remove it.
      guard let last = path.popLast() else { return }
      let parent = openat(current, "..", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard parent >= 0 else { break }
      guard Identity(descriptor: parent) == last.parent else {
        // The tree moved under the walk: stop rather than remove anything elsewhere.
        close(parent)
        break
      }
      close(current)
      if unlinkat(parent, last.name, AT_REMOVEDIR) != 0 { stuck.insert(currentIdentity) }
      current = parent
      currentIdentity = last.parent
      if current == top || currentIdentity == topIdentity {
        if current != top {
          close(current)
          current = top
        }
      }
    }
    if current != top { close(current) }
  }
}
