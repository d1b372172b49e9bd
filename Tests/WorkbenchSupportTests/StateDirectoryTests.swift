import Foundation
import Testing

@testable import WorkbenchSupport

/// Where the cache goes by default, for root and for everyone else.
struct StateDirectoryTests {
  /// Root's home is 0700: a cache there could not be bound by a sandbox started as nobody.
  @Test func rootsDefaultCacheIsOneNobodyCanReach() {
    let directories = StateDirectory(environment: ["HOME": "/root", "LESSONS_TEST_EUID": "0"])
    #expect(directories.cacheURL.path == StateDirectory.rootCache)
    #expect(directories.url.path == "/root/.local/state/lessons")
  }

  @Test(arguments: [
    (["HOME": "/home/ada", "LESSONS_TEST_EUID": "1000"], "/home/ada/.local/state/lessons/cache"),
    (["HOME": "/root", "LESSONS_TEST_EUID": "0", "LESSONS_HOME": "/tmp/lh"], "/tmp/lh/cache"),
    (["HOME": "/root", "LESSONS_TEST_EUID": "0", "LESSONS_CACHE": "/tmp/c"], "/tmp/c"),
    (["HOME": "/root", "LESSONS_TEST_EUID": "0", "XDG_CACHE_HOME": "/tmp/x"], "/tmp/x/lessons"),
  ])
  func aChosenOrAnotherUsersCacheStaysWhereItWas(environment: [String: String], cache: String) {
    #expect(StateDirectory(environment: environment).cacheURL.path == cache)
  }
}
