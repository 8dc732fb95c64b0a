-- wrk script for the funnel (bench/lib/wrk.ts): touches and clickouts alternately, spread over
-- the staff, every request a new phone (its own client address in X-Forwarded-For, behind a
-- trusted proxy, and its own user agent build). Arguments: the first address number, then slugs.
local slugs = {}
local n = 0
local base = 0

local agents = {
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E%d Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.%d) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.%d) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E%d Safari/604.1",
}

function init(args)
  base = tonumber(args[1])
  for i = 2, #args do slugs[#slugs + 1] = args[i] end
end

function request()
  n = n + 1
  local v = base + n
  local slug = slugs[(n % #slugs) + 1]
  local path = "/e/" .. slug
  if n % 2 == 0 then path = path .. "/review" end
  local a = v % 16777216
  return wrk.format("GET", path, {
    ["User-Agent"] = string.format(agents[(v % #agents) + 1], v),
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256,
      math.floor(a / 256) % 256, a % 256),
    ["Accept-Language"] = "sr,en;q=0.8",
  })
end
